/**
 * React Router's route manifest answers, kept by their URL (docs/decisions.md, "Route manifest
 * answers kept by their URL"). Once hydrated, a page asks `/__manifest?paths=…&version=…` which
 * routes the links it shows lead to, and the router matches every path against every route: about
 * 19 ms of processor time for the home page's 140 links, more than drawing the page itself. The
 * answer depends on the build and the URL alone (the router sends it as immutable for a year), so
 * the router answers each URL once per process and every shopper asking it again gets that answer.
 */
import { LRUCache } from 'lru-cache';

export interface ManifestAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Past these the least recently asked answers go: a home page's is about 11 kB. */
const MOST_ANSWERS = 2_000;
const MOST_BYTES = 32 * 1024 * 1024;

export class RouteManifestAnswers {
  private readonly kept = new LRUCache<string, ManifestAnswer>({
    max: MOST_ANSWERS,
    maxSize: MOST_BYTES,
    sizeCalculation: (answer) => answer.body.length + 1,
  });

  /** Answers being worked out, so shoppers asking the same URL at once share one matching. */
  private readonly underWay = new Map<string, Promise<ManifestAnswer>>();

  /** `manifestPath`: where the router answers (its `routeDiscovery.manifestPath` under its basename). */
  constructor(private readonly manifestPath: string) {}

  /** Whether a request's URL (path and query) asks for the route manifest. */
  asks(url: string): boolean {
    const query = url.indexOf('?');
    return (query < 0 ? url : url.slice(0, query)) === this.manifestPath;
  }

  /**
   * The answer to `url`, from the router (`ask`) the first time. Only the router's 200s are kept:
   * a refusal (a URL too long) or the answer to a build's old version costs it nothing to give.
   */
  answer(url: string, ask: () => Promise<ManifestAnswer>): Promise<ManifestAnswer> {
    const kept = this.kept.get(url);
    if (kept) return Promise.resolve(kept);
    const pending = this.underWay.get(url);
    if (pending) return pending;
    const answer = ask()
      .then((answered) => {
        if (answered.status === 200) this.kept.set(url, answered);
        return answered;
      })
      .finally(() => this.underWay.delete(url));
    this.underWay.set(url, answer);
    return answer;
  }
}
