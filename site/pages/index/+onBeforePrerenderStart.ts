// https://vike.dev/onBeforePrerenderStart — this template's URLs in both locales (decision 007).
import { prerenderUrls } from '../../routes/prerenderUrls.ts';

export const onBeforePrerenderStart = () => prerenderUrls('home');
