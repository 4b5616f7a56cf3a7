/**
 * The FAQ page's shape (spec 000 §2: a sidebar of categories on desktop, a selector on phones, and
 * collapsible questions), read from its content. Content marks its parts with the classes
 * faq-category-title (a topic), faq-question and faq-answer; content without them is read by
 * heading level: the highest level below the page title opens a topic, the next one a question,
 * and the blocks after a question are its answer.
 */
import type { ContentBlock, HeadingBlock } from '../content/types.ts';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: ContentBlock[];
}

export interface FaqTopic {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

export interface Faq {
  /** The content's own h1, drawn as the page title. */
  title: string | null;
  /** Blocks before the first topic: the page's introduction. */
  intro: ContentBlock[];
  topics: FaqTopic[];
}

/** Leaf blocks in reading order; rows and columns only arrange them. */
function flatten(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((block) =>
    'children' in block && block.type !== 'slider' && block.type !== 'tabs' ? flatten(block.children as ContentBlock[]) : [block],
  );
}

const levelOf = (heading: HeadingBlock) => Number(heading.level.slice(1));
const hasClass = (block: ContentBlock, name: string) => (block.className ?? '').split(' ').includes(name);

function slug(text: string, index: number): string {
  const ascii = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `faq-${ascii || 'topic'}-${index + 1}`;
}

export function faqOf(blocks: ContentBlock[]): Faq {
  const leaves = flatten(blocks);
  const headings = leaves.filter((block): block is HeadingBlock => block.type === 'heading' && block.level !== 'h1');
  const marked = headings.some((heading) => hasClass(heading, 'faq-category-title'));
  const levels = [...new Set(headings.map(levelOf))].sort();
  const isTopic = (block: HeadingBlock) => (marked ? hasClass(block, 'faq-category-title') : levelOf(block) === levels[0]);
  const isQuestion = (block: HeadingBlock) => (marked ? hasClass(block, 'faq-question') : levelOf(block) === levels[1]);

  const faq: Faq = { title: null, intro: [], topics: [] };
  if (!marked && levels.length < 2) return { ...faq, intro: blocks };
  for (const block of leaves) {
    const topic = faq.topics.at(-1);
    const question = topic?.questions.at(-1);
    if (block.type === 'heading' && block.level === 'h1' && !topic) faq.title ??= block.text;
    else if (block.type === 'heading' && isTopic(block)) faq.topics.push({ id: slug(block.text, faq.topics.length), title: block.text, questions: [] });
    else if (block.type === 'heading' && isQuestion(block) && topic) {
      topic.questions.push({ id: `${topic.id}-q${topic.questions.length + 1}`, question: block.text, answer: [] });
    } else if (question) question.answer.push(block);
    else if (!topic) faq.intro.push(block);
  }
  return faq;
}
