import type { MetaOutput } from "@matinee/contracts";
import { useEffect, useState } from "react";
import type { ScrapeClient } from "./client/scrape-client";
import { useScrapeEnvironment } from "./scrape-environment";

// Asked once per client: the list does not change while the page is open.
const lists = new WeakMap<ScrapeClient, Promise<MetaOutput[]>>();

function providersOf(client: ScrapeClient): Promise<MetaOutput[]> {
  let list = lists.get(client);
  if (!list) {
    list = client.providers().catch(() => {
      lists.delete(client); // a later screen may try again
      return [];
    });
    lists.set(client, list);
  }
  return list;
}

/** Sources and embed scrapers of the current scraper; null while they load (empty on failure). */
export function useProviders(): MetaOutput[] | null {
  const { client } = useScrapeEnvironment();
  const [loaded, setLoaded] = useState<{ client: ScrapeClient; list: MetaOutput[] } | null>(null);
  useEffect(() => {
    let live = true;
    void providersOf(client).then((list) => {
      if (live) setLoaded({ client, list });
    });
    return () => {
      live = false;
    };
  }, [client]);
  return loaded?.client === client ? loaded.list : null;
}

/** A provider's display name by id; the id itself when the list does not know it. */
export function useProviderName(): (id: string) => string {
  const providers = useProviders();
  return (id) => providers?.find((provider) => provider.id === id)?.name ?? id;
}
