import { finderSteps, type FinderAnswers, type FinderStep } from '@/lib/finder/options'

/** Steps 0-2 ask the questions; step 3 means all three are answered. */
export type FinderState = { step: number; answers: FinderAnswers }

export type FinderAction =
  { type: 'choose'; key: FinderStep['key']; value: string } | { type: 'back' } | { type: 'reset' }

export const initialFinderState: FinderState = { step: 0, answers: {} }

export const finderStepCount = finderSteps.length

/** Choosing stores the answer and advances; Back goes one step; Start Over clears everything. */
export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case 'choose': {
      const current = finderSteps[state.step]
      if (!current || current.key !== action.key) return state
      if (!current.options.some((option) => option.value === action.value)) return state
      return { step: state.step + 1, answers: { ...state.answers, [action.key]: action.value } }
    }
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1) }
    case 'reset':
      return initialFinderState
  }
}

export const isFinderComplete = (state: FinderState): boolean => state.step >= finderStepCount
