/** /status.atom: the status page's feed in English (features/status/feed-route.ts). */
import type { APIRoute } from 'astro';
import { statusFeed } from '../features/status/feed-route';

export const prerender = false;

export const GET: APIRoute = ({ request }) => statusFeed('en', request.signal);
