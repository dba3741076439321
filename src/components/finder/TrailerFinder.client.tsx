'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useReducer, useRef } from 'react'

import { finderSteps } from '@/lib/finder/options'
import { recommendTrailer } from '@/lib/finder/recommend'
import {
  finderReducer,
  finderStepCount,
  initialFinderState,
  isFinderComplete,
} from '@/lib/finder/wizard'

import styles from './TrailerFinder.module.css'

/** The spec's pause between the third answer and the move to the recommended page. */
export const FINDER_NAVIGATION_DELAY_MS = 500

/** The 3-step trailer finder shown on home, /trailers and /trailers/venture. */
export function TrailerFinder({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const [state, dispatch] = useReducer(finderReducer, initialFinderState)
  const router = useRouter()
  const titleId = useId()
  const question = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const done = isFinderComplete(state)
  const recommendation = done ? recommendTrailer(state.answers) : null
  const step = finderSteps[Math.min(state.step, finderStepCount - 1)]
  const Heading = headingLevel
  const Question = headingLevel === 'h1' ? 'h2' : 'h3'

  useEffect(() => {
    if (!recommendation) return
    const timer = setTimeout(() => router.push(recommendation), FINDER_NAVIGATION_DELAY_MS)
    return () => clearTimeout(timer)
  }, [recommendation, router])

  // Keyboard and screen-reader users land on the new question, not on a button that vanished.
  useEffect(() => {
    if (moved.current) question.current?.focus()
  }, [state.step])

  const move = (action: Parameters<typeof dispatch>[0]) => {
    moved.current = true
    dispatch(action)
  }

  const shownStep = Math.min(state.step + 1, finderStepCount)
  return (
    <section className={styles.finder} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Find Your Perfect Trailer
      </Heading>
      <p className={styles.intro}>
        Answer three quick questions and we&apos;ll point you to the right trailer.
      </p>
      <div className={styles.progressRow}>
        <span>
          Step {shownStep} of {finderStepCount}
        </span>
        <div
          role="progressbar"
          aria-label="Trailer finder progress"
          aria-valuemin={0}
          aria-valuemax={finderStepCount}
          aria-valuenow={shownStep}
          aria-valuetext={`Step ${shownStep} of ${finderStepCount}`}
          className={styles.progress}
        >
          <span style={{ width: `${(shownStep / finderStepCount) * 100}%` }} />
        </div>
      </div>

      <div className={styles.body}>
        {done ? (
          <div role="status" className={styles.result}>
            <Question ref={question} tabIndex={-1}>
              Great choice! Taking you to your recommended trailers…
            </Question>
            {recommendation && <Link href={recommendation}>Go now</Link>}
          </div>
        ) : (
          <>
            <Question ref={question} tabIndex={-1} className={styles.question}>
              {step.question}
            </Question>
            <div className={styles.options} role="group" aria-label={step.question}>
              {step.options.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className={styles.option}
                  aria-pressed={state.answers[step.key] === option.value}
                  onClick={() => move({ type: 'choose', key: step.key, value: option.value })}
                >
                  <strong>{option.label}</strong>
                  <span>{option.hint}</span>
                </button>
              ))}
            </div>
          </>
        )}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => move({ type: 'back' })}
          disabled={state.step === 0}
        >
          Back
        </button>
        <button type="button" className="btn btn-outline" onClick={() => move({ type: 'reset' })}>
          Start Over
        </button>
        <span className={styles.links}>
          <Link href="/contact">Talk to our team</Link>
          <Link href="/trailers">View all trailers</Link>
        </span>
      </div>
    </section>
  )
}
