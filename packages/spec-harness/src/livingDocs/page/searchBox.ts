/**
 * The page's only script, inlined into it as this function's source (LivingPage.tsx): it shows the
 * search box, and filters sections, clauses, features and scenarios by every word typed, as they are
 * typed. It runs in the reader's browser, so it uses nothing outside its own body. A clause, feature
 * or section that matches shows whole; otherwise it shows the scenarios under it that match.
 */
export function searchBox(): void {
  const form = document.getElementById('search');
  const input = document.getElementById('search-text');
  const status = document.getElementById('search-status');
  if (!form || !(input instanceof HTMLInputElement) || !status) return;
  form.hidden = false;
  const norm = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  const text = (element: Element | null) => (element ? norm(element.textContent) : '');
  const each = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));
  const sections = each(document, '.spec-section').map((section) => ({
    element: section,
    own: text(section.querySelector('h2')),
    clauses: each(section, '.clause').map((clause) => ({
      element: clause,
      own: text(clause.querySelector('.clause-own')),
      features: each(clause, '.feature').map((feature) => ({
        element: feature,
        own: text(feature.querySelector('h4')),
        scenarios: each(feature, '.scenario').map((scenario) => ({ element: scenario, own: text(scenario) })),
      })),
    })),
  }));
  const filter = () => {
    const words = norm(input.value).trim().split(' ').filter(Boolean);
    const matches = (own: string) => words.every((word) => own.includes(word));
    let clauseCount = 0;
    let scenarioCount = 0;
    for (const section of sections) {
      const sectionHit = words.length === 0 || matches(section.own);
      let shownClauses = 0;
      for (const clause of section.clauses) {
        const clauseHit = sectionHit || matches(clause.own);
        let shownScenarios = 0;
        for (const feature of clause.features) {
          const featureHit = clauseHit || matches(feature.own);
          let shown = 0;
          for (const scenario of feature.scenarios) {
            const hit = featureHit || matches(scenario.own);
            scenario.element.hidden = !hit;
            if (hit) shown += 1;
          }
          feature.element.hidden = shown === 0;
          shownScenarios += shown;
        }
        const visible = clauseHit || shownScenarios > 0;
        clause.element.hidden = !visible;
        if (visible) {
          shownClauses += 1;
          clauseCount += 1;
          scenarioCount += shownScenarios;
        }
      }
      section.element.hidden = shownClauses === 0 && !sectionHit;
    }
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    status.textContent =
      words.length === 0
        ? ''
        : clauseCount === 0
          ? 'Nothing matches.'
          : `${plural(clauseCount, 'clause')} and ${plural(scenarioCount, 'scenario')} match.`;
  };
  input.addEventListener('input', filter);
  if (input.value) filter();
}
