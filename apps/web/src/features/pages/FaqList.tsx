import { useId, useState } from "react";
import { ChevronDownIcon } from "./chrome-icons";

export interface FaqItem {
  question: string;
  answer: string;
}

function FaqEntry({ question, answer }: FaqItem) {
  const [isOpen, setIsOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="rounded-xl bg-surface ring-1 ring-line">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={answerId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-3.5 text-start font-semibold text-ink hover:text-accent"
        >
          {question}
          <ChevronDownIcon
            className={`size-5 shrink-0 text-ink-muted transition-transform ${isOpen ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      <div
        id={answerId}
        hidden={!isOpen}
        className="px-4 pb-4 text-sm leading-relaxed text-ink-muted"
      >
        <p>{answer}</p>
      </div>
    </li>
  );
}

/** Questions as disclosure buttons: each answer opens and closes on its own. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <FaqEntry key={item.question} {...item} />
      ))}
    </ul>
  );
}
