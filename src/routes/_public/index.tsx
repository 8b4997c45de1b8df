import { createFileRoute } from '@tanstack/react-router';
import { PublicMain } from '../../features/public/components/PublicMain';

export const Route = createFileRoute('/_public/')({ component: PublicMain });
