import { describe, expect, it } from 'vitest'
import { greetingFor } from './greeting'

describe('greetingFor', () => {
  it.each([
    [3, 'Good Night'],
    [4, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [16, 'Good Afternoon'],
    [17, 'Good Evening'],
    [20, 'Good Evening'],
    [21, 'Good Night'],
    [0, 'Good Night'],
  ])('hour %i → %s', (hour, text) => expect(greetingFor(hour)).toBe(text))
})
