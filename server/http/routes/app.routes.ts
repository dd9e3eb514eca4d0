// App-level calls: initialisation (rules §7 "GET store/app/initialize/{x}").
import type { Hono } from 'hono';
import { object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { requestLanguage } from '../request';
import { defineRoute } from '../route';

export function registerAppRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/app/initialize/:country',
      summary:
        'App initialisation: country, categories, payment providers, featured artists and institutions, currencies, fairs, exhibitions and the header exhibitions with highlights',
      tags: ['app'],
      params: object({
        country: string()
          .required()
          .matches(/^[A-Za-z]{3}$/, 'Country must be an ISO 3166 alpha-3 code'),
      }),
    },
    async ({ c, params }) => {
      c.header('Cache-Control', 'private, max-age=60');
      return services.appInit(params.country, requestLanguage(c));
    },
  );
}
