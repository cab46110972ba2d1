import type { AnalyticsConfig } from '../../config/analytics.ts';

/**
 * Adds the counter's script to the page once per document, whatever the number of callers or client
 * navigations: the script tag itself is the marker.
 */
export function loadAnalytics(config: AnalyticsConfig, doc: Document = document): void {
  if (doc.querySelector('script[data-analytics]')) return;
  const script = doc.createElement('script');
  script.src = config.src;
  script.async = true;
  script.dataset.analytics = '';
  script.dataset.counter = config.counterId;
  doc.head.append(script);
}
