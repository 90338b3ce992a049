import { useRef } from "react";
import { useTranslation } from "../../shared/i18n";
import { useSlashFocus } from "../../shared/hooks/use-slash-focus";
import { CloseIcon, SearchIcon } from "../../shared/ui/icons";

interface SearchBoxProps {
  value: string;
  onChange: (next: string) => void;
  /** Varies with the time of day (SPEC §2). */
  placeholder: string;
}

/** The home search field: "/" focuses it, the clear button (or Escape) empties it. */
export function SearchBox({ value, onChange, placeholder }: SearchBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  useSlashFocus(inputRef);

  function handleClear() {
    onChange("");
    inputRef.current?.focus();
  }

  return (
    <div role="search" className="relative">
      <SearchIcon className="pointer-events-none absolute start-4 top-1/2 z-10 size-5 -translate-y-1/2 text-ink-faint" />
      <input
        ref={inputRef}
        type="search"
        aria-label={t("home.search.label")}
        aria-keyshortcuts="/"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onChange("");
          }
        }}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        // Room at the end for the clear button or the shortcut hint (wide screens) when shown.
        className={`${value ? "pe-14" : "pe-4 sm:pe-14"} h-14 w-full rounded-2xl bg-surface/95 ps-12 text-base text-ellipsis text-ink shadow-lg shadow-black/30 ring-1 ring-line backdrop-blur transition outline-none ring-inset placeholder:text-ink-faint hover:ring-ink-faint focus-visible:ring-2 focus-visible:ring-accent`}
      />
      {value ? (
        <button
          type="button"
          onClick={handleClear}
          aria-label={t("home.search.clear")}
          className="absolute end-3 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-raised hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : (
        <kbd
          aria-hidden="true"
          title={t("home.search.shortcut")}
          className="absolute end-4 top-1/2 hidden -translate-y-1/2 rounded-md px-2 py-0.5 font-sans text-xs text-ink-faint ring-1 ring-line sm:block"
        >
          /
        </kbd>
      )}
    </div>
  );
}
