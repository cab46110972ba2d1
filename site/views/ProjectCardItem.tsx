import type { ProjectCard } from '../../contracts/portfolio.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { portfolioPath } from './projectPath.ts';
import './views.css';

interface Props {
  project: ProjectCard;
  headingLevel: 2 | 3;
  /** The first card of a page's list is on its first screen: its cover loads at once (Picture's `eager`). */
  eager?: boolean;
}

/** A project in a list: cover, client, the name as the link, the headline result, the year. */
export function ProjectCardItem({ project, headingLevel, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="views-card">
      <Heading className="views-card__title">
        <LocalLink href={portfolioPath(project.slug)}>{project.name}</LocalLink>
      </Heading>
      <Picture className="views-card__cover" image={project.cover} eager={eager} />
      <p className="views-card__meta">
        <span className="views-card__category">{project.client}</span>
        <span>{project.year}</span>
      </p>
      <p className="views-card__text views-card__text--result">{project.result}</p>
    </article>
  );
}
