import { MailIcon } from "./chrome-icons";

/** The operator's address as a mailto link, shown in full so it can also be copied. */
export function ContactLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="inline-flex items-center gap-2 self-start rounded-lg font-semibold break-all text-accent underline-offset-4 hover:underline"
    >
      <MailIcon className="size-4 shrink-0" />
      {email}
    </a>
  );
}
