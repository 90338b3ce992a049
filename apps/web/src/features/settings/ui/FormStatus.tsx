/** What an action came to: "done" is announced politely, "error" at once. Nothing when null. */
export type FormStatusValue = { tone: "done" | "error"; text: string } | null;

export function FormStatus({ status }: { status: FormStatusValue }) {
  // The live regions stay in the page so that a message put in them is announced.
  return (
    <>
      <p role="status" className="text-sm font-medium text-accent empty:hidden">
        {status?.tone === "done" ? status.text : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {status?.tone === "error" ? status.text : ""}
      </p>
    </>
  );
}
