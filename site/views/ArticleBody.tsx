import type { ArticleBlock } from '../../contracts/blog.ts';
import { Picture } from '../components/media/Picture.tsx';
import { RichText } from '../components/media/RichText.tsx';
import { Quote } from '../components/quote/Quote.tsx';
import './views.css';

/** One block of an article body; the article's title is the h1, so its headings are h2. */
function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <RichText className="views-prose__html" html={block.html} />;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((html, index) => (
            <RichText key={index} as="li" html={html} />
          ))}
        </List>
      );
    }
    case 'quote':
      return <Quote look="inline" text={block.text} author={block.author} />;
    case 'image':
      return (
        <figure className="views-figure">
          <Picture className="views-figure__image" image={block.image} />
          {block.caption && <figcaption className="views-figure__caption">{block.caption}</figcaption>}
        </figure>
      );
  }
}

/** The body of an article, block by block, in the order the editor wrote it. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="views-prose">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
