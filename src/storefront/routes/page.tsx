/**
 * The frame of every page inside the store layout. Its error boundary draws the not-found, routing
 * and generic error views (spec 000 §2) inside the header and footer, with the right status. Above
 * the page sits the notice a shopper was sent to it with (their account deleted).
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/page';
import { ErrorView } from '../components/errors/ErrorView.tsx';
import { errorTitleId } from '../components/errors/errorKind.ts';
import { PageNotice } from '../components/shell/PageNotice.tsx';
import { documentTitle, messageOf } from '../lib/storeView/meta.ts';

export function meta({ error, matches }: Route.MetaArgs) {
  return error ? [{ title: documentTitle(matches, messageOf(matches, errorTitleId(error))).title }, { name: 'robots', content: 'noindex' }] : [];
}

export default function Page() {
  return (
    <>
      <PageNotice />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
