import { useCallback, useState } from "react";
import { useLocation, useNavigate, useNavigationType, useParams } from "../../shared/router";
import { searchPath } from "./search-query";

/** Marks history entries the search box wrote itself. */
interface SearchBoxState {
  fromSearchBox: true;
}

function isFromSearchBox(state: unknown): state is SearchBoxState {
  return typeof state === "object" && state !== null && "fromSearchBox" in state;
}

/**
 * The search box text, kept in step with `/browse/{query}`. Typing replaces the URL; any other
 * navigation (the logo link, back and forward) puts the URL's query back into the box. The box
 * ignores its own URL writes, so fast typing never jumps back to an older value.
 */
export function useSearchText(): [text: string, setText: (next: string) => void] {
  const { query = "" } = useParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [text, setTextState] = useState(query);
  const [seenKey, setSeenKey] = useState(location.key);

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ownWrite = navigationType === "REPLACE" && isFromSearchBox(location.state);
    if (!ownWrite && query !== text) setTextState(query);
  }

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      const state: SearchBoxState = { fromSearchBox: true };
      void navigate(searchPath(next), { replace: true, state });
    },
    [navigate],
  );

  return [text, setText];
}
