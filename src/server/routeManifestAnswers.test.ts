import { describe, expect, it } from 'vitest';
import { RouteManifestAnswers, type ManifestAnswer } from './routeManifestAnswers.ts';

const MANIFEST_URL = '/__manifest?paths=%2Fen-hk%2C%2Fen-hk%2Fgold.html&version=46631f8e';

/** The router as a counter: how many times it was asked, and what it answers. */
function routerAnswering(...answers: Array<ManifestAnswer | Error>) {
  const router = {
    asked: 0,
    ask: async (): Promise<ManifestAnswer> => {
      const answer = answers[Math.min(router.asked, answers.length - 1)];
      router.asked += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return router;
}

const ROUTES: ManifestAnswer = { status: 200, headers: [['content-type', 'application/json']], body: Buffer.from('{"root":{}}') };
const RELOAD: ManifestAnswer = { status: 204, headers: [['x-remix-reload-document', 'true']], body: Buffer.alloc(0) };

describe('route manifest answers', () => {
  it('tells the manifest path from pages, with or without a query', () => {
    const answers = new RouteManifestAnswers('/__manifest');
    expect(answers.asks(MANIFEST_URL)).toBe(true);
    expect(answers.asks('/__manifest')).toBe(true);
    expect(answers.asks('/en-hk/__manifest')).toBe(false);
    expect(answers.asks('/__manifest.data')).toBe(false);
    expect(answers.asks('/en-hk/gold.html?__manifest')).toBe(false);
  });

  it("asks the router once per URL and answers again with the router's answer", async () => {
    const answers = new RouteManifestAnswers('/__manifest');
    const router = routerAnswering(ROUTES);
    expect(await answers.answer(MANIFEST_URL, router.ask)).toEqual(ROUTES);
    expect(await answers.answer(MANIFEST_URL, router.ask)).toEqual(ROUTES);
    expect(router.asked).toBe(1);
    await answers.answer(MANIFEST_URL.replace('gold', 'platinum'), router.ask);
    expect(router.asked).toBe(2);
  });

  it('shares one asking between requests that come at once', async () => {
    const answers = new RouteManifestAnswers('/__manifest');
    const router = routerAnswering(ROUTES);
    const all = await Promise.all(Array.from({ length: 20 }, () => answers.answer(MANIFEST_URL, router.ask)));
    expect(all.every((answer) => answer === all[0])).toBe(true);
    expect(router.asked).toBe(1);
  });

  it('keeps no answer but a 200, and forgets an asking that failed', async () => {
    const answers = new RouteManifestAnswers('/__manifest');
    const stale = routerAnswering(RELOAD);
    expect((await answers.answer(MANIFEST_URL, stale.ask)).status).toBe(204);
    await answers.answer(MANIFEST_URL, stale.ask);
    expect(stale.asked).toBe(2);

    const failing = routerAnswering(new Error('router failed'), ROUTES);
    const other = `${MANIFEST_URL}&retry`;
    await expect(answers.answer(other, failing.ask)).rejects.toThrow('router failed');
    expect(await answers.answer(other, failing.ask)).toEqual(ROUTES);
    expect(failing.asked).toBe(2);
  });
});
