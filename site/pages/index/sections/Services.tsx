import type { Home } from '../../../../contracts/home.ts';
import { SectionFrame } from '../../../components/sections/SectionFrame.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';

/** What we do: one card per service, the whole card a link to its page. */
export function Services({ title, items }: Home['services']) {
  return (
    <SectionFrame look="home-section" title={title}>
      <ul className="home-services">
        {items.map((service, index) => (
          <li key={service.id} className="home-services__item">
            <span className="home-services__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="home-services__title">
              <LocalLink className="home-services__link" href={service.href}>
                {service.title}
              </LocalLink>
            </h3>
            <p className="home-services__summary">{service.summary}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
