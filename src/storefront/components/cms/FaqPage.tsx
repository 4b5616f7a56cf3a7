/**
 * The FAQ page (spec 000 §2): a sidebar of topics on desktop, a topic selector on phones (its list
 * at most 180px tall, spec 001 §9), and each topic's questions as collapsible answers. Every topic
 * is in the page, so it reads and searches without JavaScript; the selector only scrolls to it.
 */
import { useState } from 'react';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import type { Faq } from '../../lib/service/faq.ts';
import { ContentBlocks } from '../content/ContentBlocks.tsx';
import { Icon } from '../icons/Icon.tsx';
import styles from './FaqPage.module.css';

export function FaqPage({ title, faq }: { title: string; faq: Faq }) {
  const t = useT();
  const punctuation = usePunctuation();
  const [current, setCurrent] = useState(faq.topics[0]?.id ?? '');
  const [selectorOpen, setSelectorOpen] = useState(false);
  const currentTopic = faq.topics.find((topic) => topic.id === current) ?? faq.topics[0];

  const choose = (id: string) => {
    setCurrent(id);
    setSelectorOpen(false);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  };

  return (
    <article className={`page-width ${styles.faq}`}>
      <header className={styles.header}>
        {faq.intro.length > 0 ? (
          <div className={styles.intro}>
            <ContentBlocks blocks={faq.intro} />
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </header>

      <div className={styles.selector}>
        <button type="button" className={styles.selectorButton} aria-expanded={selectorOpen} aria-controls="faq-topic-list" onClick={() => setSelectorOpen(!selectorOpen)}>
          <span className="visually-hidden">{punctuation.label(t('faq.chooseTopic'))}</span>
          {currentTopic?.title}
          <Icon name="chevronDown" size={18} />
        </button>
        <ul id="faq-topic-list" className={styles.selectorList} hidden={!selectorOpen}>
          {faq.topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                aria-current={topic.id === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(topic.id);
                }}
              >
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-label={t('faq.topics')}>
          <ul>
            {faq.topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  aria-current={topic.id === current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(topic.id);
                  }}
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.topics}>
          {faq.topics.map((topic) => (
            <section key={topic.id} id={topic.id} className={styles.topic} aria-labelledby={`${topic.id}-title`}>
              <h2 id={`${topic.id}-title`} className={styles.topicTitle}>
                {topic.title}
              </h2>
              {topic.questions.map((question) => (
                <details key={question.id} className={styles.question}>
                  <summary className={styles.questionSummary}>
                    <span>{question.question}</span>
                    <Icon name="plus" size={18} className={styles.questionIcon} />
                  </summary>
                  <div className={styles.answer}>
                    <ContentBlocks blocks={question.answer} />
                  </div>
                </details>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
