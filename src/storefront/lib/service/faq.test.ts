import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../content/types.ts';
import { faqOf } from './faq.ts';

const heading = (level: 'h1' | 'h2' | 'h3' | 'h4', text: string, className?: string): ContentBlock => ({ type: 'heading', level, text, style: {}, className });
const text = (html: string): ContentBlock => ({ type: 'text', html, style: {} });
const row = (children: ContentBlock[]): ContentBlock => ({
  type: 'row',
  appearance: 'contained',
  style: {},
  background: {},
  parallax: { enabled: false, speed: 0.5 },
  children,
});

describe('faqOf', () => {
  it('reads topics and questions marked by class, with the h1 as the title', () => {
    const faq = faqOf([
      row([heading('h1', 'FAQ')]),
      row([heading('h2', 'Orders', 'faq-category-title'), heading('h3', 'How?', 'faq-question'), text('<p>Like this.</p>')]),
      row([heading('h2', 'Delivery', 'faq-category-title'), heading('h3', 'When?', 'faq-question'), text('<p>Soon.</p>')]),
    ]);
    expect(faq.title).toBe('FAQ');
    expect(faq.topics.map((topic) => topic.title)).toEqual(['Orders', 'Delivery']);
    expect(faq.topics[0].questions).toEqual([{ id: 'faq-orders-1-q1', question: 'How?', answer: [text('<p>Like this.</p>')] }]);
  });

  it('reads unmarked content by heading level', () => {
    const faq = faqOf([text('<p>Intro</p>'), heading('h2', 'Topic'), heading('h4', 'Question'), text('<p>Answer</p>')]);
    expect(faq.intro).toEqual([text('<p>Intro</p>')]);
    expect(faq.topics[0].questions[0].question).toBe('Question');
  });
});
