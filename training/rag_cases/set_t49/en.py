"""English cases of set t49: a Bristol primary school's staff and clubs, a university
access scholarship and its library, an evening Spanish course, a day nursery's fees and
hours, a secondary school's mock exams, and a sixth-form college's open evening."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PRIMARY = (
    "Maple Grove Primary School in Bristol is led by headteacher Karen Doyle, and her deputy is Tom Price. "
    "The school opened in 1964, and Mrs. Doyle has been head since September 2017. "
    "The school day runs from 8:45 to 15:15, and the gates open 15 minutes before the start."
)
CLUBS = (
    "Maple Grove's breakfast club runs every school day from 7:45 in the hall and costs £3.50 per session. "
    "The after-school club is run by Leah Grant; it finishes at 17:30 and costs £9 per afternoon. "
    "Places in both clubs must be booked by Thursday for the following week."
)
SCHOLARSHIP = (
    "The Harlow University Access Scholarship is worth £2,000 a year for up to three years. "
    "Applicants must have a household income below £30,000. "
    "The application window opens on 1 March and closes on 30 April, and results are announced in July."
)
LIBRARY = (
    "The Harlow University main library is open 24 hours a day during the exam period, from 1 May to 14 June. "
    "Outside that period it closes at midnight. "
    "Undergraduates can borrow up to 12 books at a time, and postgraduates up to 20."
)
SPANISH = (
    "The Camden Language Centre runs an evening Spanish course for beginners on Tuesdays from 18:30 to 20:30. "
    "The course lasts 10 weeks and costs £240, with a 20% discount for full-time students. "
    "It is taught by Elena Ruiz, while her colleague Mark Fenwick teaches the intermediate group on Thursdays."
)
NURSERY = (
    "Little Acorns Nursery in Didsbury takes children aged two to five. "
    "It is open Monday to Friday from 7:30 a.m. to 6 p.m. "
    "A full day costs £68 and a half day costs £38. "
    "Parents must give four weeks' notice before a child leaves."
)
MOCKS = (
    "At Riverside Academy, the Year 11 mock exams take place from 13 to 24 January in the sports hall. "
    "Alan Briggs is the exams officer, and Sophie Lane coordinates access arrangements such as extra time. "
    "Mobile phones are not allowed in the exam room, and students should arrive at least 10 minutes early."
)
OPEN_EVENING = (
    "Ashford Sixth Form College holds its open evening on Wednesday 9 October from 17:00 to 20:00. "
    "The principal, Dr. Ruth Okafor, gives a talk at 18:00 in the main theatre. "
    "Booking is recommended but not required."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t49-001", "para.passive", "Who is the headteacher at Maple Grove?", "Maple Grove Primary is led by Karen Doyle, with Tom Price as her deputy.", PRIMARY, True),
    w.faith("en-t49-002", "fmt.time", "When does the school day finish?", "Lessons run from 8:45 a.m. until 3:15 p.m.", PRIMARY, True),
    w.faith("en-t49-003", "para.pronoun", "How long has Mrs. Doyle been in charge?", "She has been the head since September 2017.", PRIMARY, True),
    w.faith("en-t49-004", "fmt.currency", "How much is breakfast club?", "Each breakfast club session costs three pounds fifty.", CLUBS, True),
    w.faith("en-t49-005", "para.combine", "Who runs the after-school club and when does it end?", "Leah Grant is in charge of the after-school club, which finishes at 5:30 p.m.", CLUBS, True),
    w.faith("en-t49-006", "para.nominal", "When do I need to book club places?", "The booking deadline for both clubs is Thursday for the week after.", CLUBS, True),
    w.faith("en-t49-007", "fmt.thousands", "How much is the Access Scholarship worth?", "It pays 2000 pounds per year, for a maximum of three years.", SCHOLARSHIP, True),
    w.faith("en-t49-008", "fmt.date", "When can I apply for the scholarship?", "Applications are accepted between March 1st and April 30th.", SCHOLARSHIP, True),
    w.faith("en-t49-009", "wrap.attribution", "Who can apply for the Access Scholarship?", "According to the university, only applicants whose household income is under £30,000 are eligible.", SCHOLARSHIP, True),
    w.faith("en-t49-010", "fmt.period", "Is the library open at night in May?", "Yes, during the exam period from 1 May to 14 June it is open round the clock.", LIBRARY, True),
    w.faith("en-t49-011", "para.combine", "How many books can I borrow?", "Undergraduates may have up to 12 books out at once, while postgraduates may have as many as 20.", LIBRARY, True),
    w.faith("en-t49-012", "fmt.time", "What time does the library close in term time outside exams?", "Outside the exam period, the main library shuts at 12 a.m.", LIBRARY, True),
    w.faith("en-t49-013", "fmt.share", "Is there a student discount on the Spanish course?", "Yes, full-time students get a fifth off the £240 fee.", SPANISH, True),
    w.faith("en-t49-014", "para.relative", "Who teaches the beginners' Spanish group?", "Elena Ruiz, whose colleague Mark Fenwick takes the intermediate group on Thursdays, teaches the beginners.", SPANISH, True),
    w.faith("en-t49-015", "fmt.unit", "How long is each Spanish class?", "Each Tuesday class lasts two hours, from 6:30 to 8:30 in the evening.", SPANISH, True),
    w.faith("en-t49-016", "para.except", "Is Little Acorns open at weekends?", "No, the nursery is closed on Saturdays and Sundays.", NURSERY, True),
    w.faith("en-t49-017", "fmt.range", "What ages does Little Acorns take?", "Little Acorns accepts children from 2 to 5 years old.", NURSERY, True),
    w.faith("en-t49-018", "para.synonym", "What's the notice period if we move away?", "You have to tell the nursery four weeks ahead before your child leaves.", NURSERY, True),
    w.faith("en-t49-019", "para.reorder", "How much are full and half days?", "A half day is £38, and a full day is £68.", NURSERY, True),
    w.faith("en-t49-020", "fmt.date", "When are the Year 11 mocks?", "The mocks run from January 13th to January 24th in the sports hall.", MOCKS, True),
    w.faith("en-t49-021", "para.synonym", "Who do I talk to about extra time in exams?", "Sophie Lane organises access arrangements, including extra time.", MOCKS, True),
    w.faith("en-t49-022", "wrap.opener", "Can my son bring his phone into the exam?", "Good question! Mobile phones aren't permitted in the exam room.", MOCKS, True),
    w.faith("en-t49-023", "wrap.hedge", "Do I need to book for the open evening?", "It seems you don't have to book, although booking is recommended.", OPEN_EVENING, True),
    w.faith("en-t49-024", "para.part", "When is the principal's talk?", "Dr. Okafor speaks at 18:00 in the main theatre.", OPEN_EVENING, True),
    w.faith("en-t49-025", "role.swap", "Who is the deputy head at Maple Grove?", "Karen Doyle is the deputy, working under headteacher Tom Price.", PRIMARY, False),
    w.faith("en-t49-026", "value.date", "When did Mrs. Doyle become head?", "Karen Doyle has led Maple Grove since 1964.", PRIMARY, False),
    w.faith("en-t49-027", "direction", "When do the gates open?", "The gates open 15 minutes after the school day starts at 8:45.", PRIMARY, False),
    w.faith("en-t49-028", "value.currency", "What does the after-school club cost?", "The after-school club costs £3.50 per afternoon and finishes at 17:30.", CLUBS, False),
    w.faith("en-t49-029", "added.fact", "When does breakfast club start?", "Breakfast club starts at 7:45 in the hall every school day, and a hot breakfast is included.", CLUBS, False),
    w.faith("en-t49-030", "role.swap", "Who runs breakfast club?", "The breakfast club is run by Leah Grant from 7:45 each school day.", CLUBS, False),
    w.faith("en-t49-031", "direction", "What's the income limit for the scholarship?", "Applicants need a household income of at least £30,000.", SCHOLARSHIP, False),
    w.faith("en-t49-032", "value.date", "When will I hear about my scholarship application?", "Applications close on 30 April, and the results are published in June.", SCHOLARSHIP, False),
    w.faith("en-t49-033", "added.fact", "How long does the scholarship last?", "The Access Scholarship pays £2,000 a year for up to three years, provided you pass every module.", SCHOLARSHIP, False),
    w.faith("en-t49-034", "value.number", "How many books can postgraduates borrow?", "Postgraduates can borrow up to 12 books at a time.", LIBRARY, False),
    w.faith("en-t49-035", "added.entity", "When is the library open 24 hours?", "The main library and the science library are both open 24 hours a day from 1 May to 14 June.", LIBRARY, False),
    w.faith("en-t49-036", "role.swap", "Who teaches Spanish on Thursdays?", "Elena Ruiz teaches the intermediate group on Thursdays.", SPANISH, False),
    w.faith("en-t49-037", "value.number", "How long is the beginners' course?", "The beginners' Spanish course runs for 12 weeks and costs £240.", SPANISH, False),
    w.faith("en-t49-038", "value.except", "Which days is Little Acorns open?", "Little Acorns is open every day except Sunday, from 7:30 a.m. to 6 p.m.", NURSERY, False),
    w.faith("en-t49-039", "value.time", "When does the nursery close?", "Little Acorns closes at 5 p.m. on weekdays.", NURSERY, False),
    w.faith("en-t49-040", "modality", "Is the four weeks' notice compulsory?", "Parents are encouraged, but not obliged, to give four weeks' notice before a child leaves.", NURSERY, False),
    w.faith("en-t49-041", "negation", "Can students use their phones during mocks?", "Students may keep their mobile phones with them in the exam room.", MOCKS, False),
    w.faith("en-t49-042", "added.fact", "Who is the exams officer?", "Alan Briggs is the exams officer, and he also invigilates every paper himself.", MOCKS, False),
    w.faith("en-t49-043", "modality", "Do I have to book for the open evening?", "Yes, booking is required for the open evening on 9 October.", OPEN_EVENING, False),
    w.faith("en-t49-044", "value.time", "When does the open evening end?", "The open evening runs from 17:00 to 21:00 on Wednesday 9 October.", OPEN_EVENING, False),
]

CORRECTNESS = [
    w.correct("en-t49-045", "correct.wordy", "Who teaches the beginners' Spanish course?", "The beginners' evening Spanish course on Tuesdays is taught by Elena Ruiz.", "Elena Ruiz", True),
    w.correct("en-t49-046", "correct.format", "What time does the school day start at Maple Grove?", "A quarter to nine in the morning.", "8:45", True),
    w.correct("en-t49-047", "correct.short", "How much is a full day at Little Acorns?", "£68.", "A full day at Little Acorns Nursery costs £68.", True),
    w.correct("en-t49-048", "correct.format", "How much is the Access Scholarship worth per year?", "It's two thousand pounds a year.", "£2,000", True),
    w.correct("en-t49-049", "wrong.value", "When does the scholarship application window close?", "It closes on 31 May.", "30 April", False),
    w.correct("en-t49-050", "wrong.role", "Who is the exams officer at Riverside Academy?", "The exams officer is Sophie Lane.", "Alan Briggs", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
