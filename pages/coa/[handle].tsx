import type { GetServerSideProps } from 'next';
import { CertificatePage } from '@/components/coa/certificate-page';
import { getCertificatePageProps } from '@/ssr/certificate-page-props';

export default CertificatePage;

export const getServerSideProps: GetServerSideProps = getCertificatePageProps;
