import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Accordion as AccordionContent, AccordionOptions } from '../../../contracts/accordion.ts';
import { accordionCounter, initialOpenItem, nextOpenItem } from '../../rules/accordionOpenItem.ts';
import { RichText } from '../media/RichText.tsx';
import { Icon } from './Icon.tsx';
import { inlineHtml } from './inlineHtml.ts';
import './accordion.css';

/**
 * The look flags of spec section 3 "Accordion options", each a modifier class of accordion.css.
 * `isSlot` (custom markup passed in by the page, in the original widget) has nothing to carry in
 * content-driven items, so it changes nothing here.
 */
const LOOKS = {
  isBlack: 'black',
  isBorder: 'border',
  isDashBorder: 'dash-border',
  isPaddingRowLg: 'padding-row-lg',
  isTransparent: 'transparent',
  isB24: 'b24',
  isListFaq: 'list-faq',
} as const satisfies Partial<Record<keyof AccordionOptions, string>>;

function modifiers(options: AccordionOptions): string {
  return Object.entries(LOOKS)
    .filter(([flag]) => options[flag as keyof typeof LOOKS])
    .map(([, look]) => ` accordion--${look}`)
    .join('');
}

/**
 * The accordion (FAQ) widget, spec section 4: one item open at a time, a click on the open one closes
 * it, and Escape inside an open item closes it and returns focus to its button. Every answer is in
 * the server HTML (closed ones `hidden`), so search engines index the answers too.
 */
export function Accordion({ accordion }: { accordion: AccordionContent }) {
  const { content, options } = accordion;
  const baseId = useId();
  const [openId, setOpenId] = useState(() => initialOpenItem(content, options));
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const List = options.isCounter ? 'ol' : 'ul';

  const onKeyDown = (id: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId !== id) return;
    setOpenId(null);
    buttons.current.get(id)?.focus();
  };

  return (
    <div className={`accordion${modifiers(options)}`}>
      <List className="accordion__list">
        {content.map((item, index) => {
          const open = openId === item.id;
          const buttonId = `${baseId}-button-${item.id}`;
          const panelId = `${baseId}-panel-${item.id}`;
          const button = (
            <button
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              id={buttonId}
              className="accordion__button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenId((current) => nextOpenItem(current, item.id))}
            >
              {options.isCounter && (
                <span className="accordion__counter" aria-hidden="true">
                  {accordionCounter(index)}
                </span>
              )}
              {item.icon && <Icon name={item.icon} className="accordion__icon" />}
              <RichText as="span" className="accordion__title" html={inlineHtml(item.title)} />
              <span className="accordion__chevron" aria-hidden="true" />
            </button>
          );
          return (
            <li
              key={item.id}
              className={`accordion__item${open ? ' accordion__item--open' : ''}`}
              onKeyDown={onKeyDown(item.id)}
            >
              {options.isTitleHeader ? <h3 className="accordion__heading">{button}</h3> : button}
              {/* A named <section> is the region the ARIA accordion pattern asks for, natively. */}
              <section id={panelId} className="accordion__panel" aria-labelledby={buttonId} hidden={!open}>
                {item.text && <RichText className="accordion__text" html={item.text} />}
                {item.textBeforeList && <RichText className="accordion__text" html={item.textBeforeList} />}
                {item.list && (
                  <ul className="accordion__points">
                    {item.list.map((point, pointIndex) => (
                      // List entries carry no id and never reorder: their position is their identity.
                      <RichText key={pointIndex} as="li" className="accordion__point" html={point.item} />
                    ))}
                  </ul>
                )}
                {item.textAfterList && <RichText className="accordion__text" html={item.textAfterList} />}
              </section>
            </li>
          );
        })}
      </List>
    </div>
  );
}
