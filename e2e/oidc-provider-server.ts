// The local OpenID Connect provider of the social sign-in journey (the one the API tests use),
// started by playwright.config.ts beside the app. Google, Naver and Kakao are all pointed at it;
// a browser reaching its login screen signs in as SOCIAL_SUBJECT and consents.
import { startOidcProvider } from '../tests/api/oidc-provider';
import { oidcClients, OIDC_PORT, SOCIAL_ACCOUNT } from './social-config';

async function main() {
  const provider = await startOidcProvider(oidcClients, {
    port: OIDC_PORT,
    defaultLogin: SOCIAL_ACCOUNT.sub,
  });
  provider.setAccount(SOCIAL_ACCOUNT);
  console.log(`oidc provider at ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
