/** 4–11 Morning, 12–16 Afternoon, 17–20 Evening, otherwise Night. */
export const greetingFor = (hour: number) => {
  if (hour >= 4 && hour <= 11) return 'Good Morning'
  if (hour >= 12 && hour <= 16) return 'Good Afternoon'
  if (hour >= 17 && hour <= 20) return 'Good Evening'
  return 'Good Night'
}
