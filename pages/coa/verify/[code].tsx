import type { GetServerSideProps } from 'next';
import { CertificateCheckPage } from '@/components/coa/certificate-check-page';
import { getCertificateCheckPageProps } from '@/ssr/certificate-page-props';

export default CertificateCheckPage;

export const getServerSideProps: GetServerSideProps = getCertificateCheckPageProps;
