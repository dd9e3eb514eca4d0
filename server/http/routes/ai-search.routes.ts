// The AI search (rules §7 "AI search: POST api/v1/search" under the /ai base; issue 7): thin
// handler, the work is in server/workflows/ai-search.ts.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import {
  aiSearchBodySchema,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from '@/schemas/ai-search';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';

export function registerAiSearchRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/ai/api/v1/search',
      summary: `AI search in Korean, English or both: q (1 to ${SEARCH_QUERY_MAX_LENGTH} characters; without it every work is ranked by the priors) is read into filters every result keeps (price in the visitor's currency or the one said, size in cm, inches or 호, category, medium, nationality, availability, artist, gallery) and boosts that lift matching works (style, subject, colour, mood, room); English full text, Korean bigrams, trigram matches and tag matches are fused by reciprocal rank fusion; only works on sale are answered unless q names a status ('sold', '출시 예정'); the others only when none on sale matches (relaxed.slot not_on_sale). A room's implied preferences that contradict what q says are left out. When nothing matches, the nearest works are answered with what was loosened in relaxed (a budget widened, a slot or the words dropped, or every filter but a named status). The answer says what was understood, each piece with its span in q and a label in the visitor's language. limit at most ${SEARCH_MAX_PAGE_SIZE}, offset at most ${SEARCH_MAX_OFFSET}. Language from Accept-Language, currency from x-currency or the Currency cookie.`,
      tags: ['search'],
      body: aiSearchBodySchema,
      responseDescription:
        '{ q, corrected, did_you_mean, understood: { pieces: [{ slot, kind: filter | boost, value, span: [start, end], text, label, labels: { en, ko } }], implied_boosts: [{ slot, value, label }], keywords }, relaxed: null | { slot (a slot, keywords, not_on_sale or filters), action: widened | dropped, from: [label or word], spans, to } (nothing matched: the nearest works, what was loosened named), artworks: [ArtworkSummaryDto], count (up to 1,000), count_is_estimate, limit, offset }',
      errors: [415],
    },
    async ({ c, body }) => {
      c.header('Cache-Control', 'no-store');
      return services.aiSearch.search(body, requestLanguage(c), requestCurrency(c));
    },
  );
}
