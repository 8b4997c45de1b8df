import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../layout/PublicShell';

/** Public pages with the site header and footer. */
export const Route = createFileRoute('/_public')({ component: PublicShell });
