import { createRoot } from 'react-dom/client';
import { bookingIslandDataId, bookingIslandRootId, type BookingIslandData } from '@/schema/online-booking/booking-island';
import { BookingApp } from './booking-app';
import { talkToParentWhenFramed } from './embed-parent';
import { sendFunnelStep } from './funnel';
import './booking.css';

/**
 * The booking page's island: it takes over the server-rendered services and team (what a visitor without JavaScript
 * and a search engine read) with the steps, from the data the server put in the page. No router, no i18n, no MUI:
 * React and these files only (budget: 100 KB gzipped).
 */
const root = document.getElementById(bookingIslandRootId);
const json = document.getElementById(bookingIslandDataId)?.textContent;
const data = json ? (JSON.parse(json) as BookingIslandData) : null;
if (root && data) createRoot(root).render(<BookingApp data={data} />);
if (root && data) sendFunnelStep(data.page.slug, 'view');
talkToParentWhenFramed();
