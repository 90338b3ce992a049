import { Spinner } from "./Spinner";

/**
 * What a screen shows while its code or data loads. It appears only after 400 ms (CSS, no
 * timer), so quick loads go straight from the old screen to the new one.
 */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="flex flex-1 items-center justify-center animate-appear">
      <Spinner label={label} />
    </div>
  );
}
