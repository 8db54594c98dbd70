import { Tab, Tabs } from '@mui/material'
import { useState } from 'react'
import { Page } from '../../components/page'
import { useBusinessToday } from '../../lib/business-today'
import { AttendanceDayView } from './attendance-day-view'
import { AttendanceMonthView } from './attendance-month-view'

/** /staff/attendace (spelt so): a day view to mark attendance and a month view of everyone. */
const AttendancePage = () => {
  const { date: today } = useBusinessToday()
  const [view, setView] = useState<'day' | 'month'>('day')
  const [date, setDate] = useState<string>()
  const [month, setMonth] = useState<string>()
  const shownDate = date ?? today
  const shownMonth = month ?? shownDate.slice(0, 7)
  return (
    <Page title="Attendance">
      <Tabs value={view} onChange={(_e, v) => setView(v)} sx={{ mb: 2 }} aria-label="Attendance view">
        <Tab value="day" label="Day" />
        <Tab value="month" label="Month" />
      </Tabs>
      {view === 'day' ? (
        <AttendanceDayView date={shownDate} today={today} onDateChange={setDate} />
      ) : (
        <AttendanceMonthView
          month={shownMonth}
          onMonthChange={setMonth}
          onPickDay={(d) => {
            setDate(d)
            setView('day')
          }}
        />
      )}
    </Page>
  )
}

export default AttendancePage
