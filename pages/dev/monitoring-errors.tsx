// Failures on purpose for the monitoring journey (e2e/monitoring.spec.ts), served only when
// MONITORING_TEST_ERRORS is on, and 404 otherwise (the demo included): `?fail=props` throws in
// getServerSideProps (reported through instrumentation.ts), and the button throws while
// rendering (reported by the page's error boundary).
import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { config } from '@/server/config';
import { getPageProps } from '@/ssr/get-page-props';

const MONITORING_PROPS_ERROR = 'monitoring test: getServerSideProps failure';
const MONITORING_RENDER_ERROR = 'monitoring test: render failure';

function FailingRender(): never {
  throw new Error(MONITORING_RENDER_ERROR);
}

export default function MonitoringErrorsPage() {
  const [failing, setFailing] = useState(false);
  return (
    <main>
      <h1>Monitoring test errors</h1>
      <button type="button" onClick={() => setFailing(true)}>
        Fail while rendering
      </button>
      {failing && <FailingRender />}
    </main>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) => {
  if (!config().MONITORING_TEST_ERRORS) return Promise.resolve({ notFound: true });
  if (ctx.query.fail === 'props') throw new Error(MONITORING_PROPS_ERROR);
  return getPageProps(ctx);
};
