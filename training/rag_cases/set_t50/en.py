"""English cases of set t50: an Edinburgh Montessori nursery, a maths tutoring centre in
Leicester, an IELTS test centre, a university's summer school and its master's bursary, a
secondary school's Year 8 residential trip, and a college's A-level results day."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

MONTESSORI = (
    "Bright Beginnings Montessori in Morningside, Edinburgh, was founded in 1998 by Fiona MacLeod, who handed it over to her niece Kirsty Baird in 2015. "
    "It has 40 places for children aged three to five. "
    "Sessions run from 8:00 to 13:00 or from 13:00 to 18:00, and each session costs £34."
)
TUTORING = (
    "Number Works tutoring centre in Leicester offers GCSE maths tuition in groups of no more than four pupils. "
    "Mr. Raj Patel teaches the Higher tier groups, and Ms. Chloe Evans teaches the Foundation tier groups. "
    "Lessons last 60 minutes and cost £22 each. "
    "The centre is open every day except Sunday."
)
IELTS = (
    "The Riverside IELTS test centre in Manchester runs the Academic test on Saturdays. "
    "Candidates must arrive by 8:00, and the written papers start at 9:00. "
    "The test fee is £195, and results are available online 13 days after the test. "
    "A passport is the only accepted form of identification."
)
SUMMER_SCHOOL = (
    "Kingsbridge University's summer school runs for three weeks from 7 July. "
    "It offers courses in creative writing, led by Dr. Amira Hassan, and in British history, led by Professor Colin Reeve. "
    "The fee of £2,850 includes accommodation and breakfast, but not lunch or dinner."
)
BURSARY = (
    "Kingsbridge University offers a master's bursary of £5,000 to UK students whose first degree is in a STEM subject. "
    "Applicants need at least an upper second-class degree. "
    "The deadline is 31 May, and the bursary is paid in two instalments, in October and in February."
)
TRIP = (
    "Year 8 pupils at Hollins Park School will go on a residential trip to the Lake District from 16 to 18 June. "
    "The trip costs £210, and a deposit of £50 must be paid by 1 March. "
    "Mr. Dan Fisher leads the trip, assisted by Mrs. Karen Holt. "
    "Pupils may bring a phone, but it will be kept by staff overnight."
)
RESULTS = (
    "At Fenwick College, A-level results can be collected from the main hall on Thursday 15 August from 8:00 to 11:00. "
    "Students who cannot attend may nominate someone to collect them with a signed letter. "
    "Results will not be given out over the phone. "
    "The head of sixth form, Ms. Joanna Pryce, will be available until 14:00 for advice."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t50-001", "para.combine", "Who runs Bright Beginnings now?", "Fiona MacLeod set up the nursery in 1998, and since 2015 it has been run by her niece, Kirsty Baird.", MONTESSORI, True),
    w.faith("en-t50-002", "fmt.number", "How many places does the nursery have?", "Bright Beginnings has forty places.", MONTESSORI, True),
    w.faith("en-t50-003", "fmt.time", "What are the session times?", "There's a morning session from 8 a.m. to 1 p.m. and an afternoon session from 1 p.m. to 6 p.m.", MONTESSORI, True),
    w.faith("en-t50-004", "fmt.range", "What ages does Bright Beginnings accept?", "It's for children between 3 and 5 years old.", MONTESSORI, True),
    w.faith("en-t50-005", "para.except", "Can my daughter have tutoring on a Sunday?", "No, Number Works is closed on Sundays.", TUTORING, True),
    w.faith("en-t50-006", "para.passive", "Who teaches the Foundation groups?", "The Foundation tier groups are taught by Ms. Chloe Evans.", TUTORING, True),
    w.faith("en-t50-007", "fmt.unit", "How long is a lesson?", "Each lesson lasts an hour and costs £22.", TUTORING, True),
    w.faith("en-t50-008", "para.synonym", "How big are the groups?", "Groups are capped at four pupils.", TUTORING, True),
    w.faith("en-t50-009", "fmt.time", "When do I need to be at the IELTS centre?", "You need to be there by 8 a.m.; the written papers begin at 9 a.m.", IELTS, True),
    w.faith("en-t50-010", "fmt.currency", "How much is the IELTS test?", "The test costs one hundred and ninety-five pounds.", IELTS, True),
    w.faith("en-t50-011", "para.nominal", "Can I bring my driving licence as ID?", "No — the passport is the only form of identification accepted.", IELTS, True),
    w.faith("en-t50-012", "fmt.period", "When can I see my results?", "Results go online 13 days after you sit the test.", IELTS, True),
    w.faith("en-t50-013", "fmt.period", "How long is the summer school?", "It lasts 21 days, starting on 7 July.", SUMMER_SCHOOL, True),
    w.faith("en-t50-014", "para.relative", "Who leads the creative writing course?", "Dr. Amira Hassan, who leads creative writing, teaches alongside Professor Colin Reeve, who is in charge of British history.", SUMMER_SCHOOL, True),
    w.faith("en-t50-015", "para.synonym", "Are meals included in the fee?", "The £2,850 fee covers your room and breakfast, but lunch and dinner are extra.", SUMMER_SCHOOL, True),
    w.faith("en-t50-016", "fmt.thousands", "How much is the master's bursary?", "The bursary is worth 5000 pounds.", BURSARY, True),
    w.faith("en-t50-017", "wrap.attribution", "What degree do I need for the bursary?", "According to the university, you need at least a 2:1, that is, an upper second-class degree.", BURSARY, True),
    w.faith("en-t50-018", "para.combine", "When is the bursary paid?", "It is paid in two parts: one in October and the other in February.", BURSARY, True),
    w.faith("en-t50-019", "fmt.date", "When is the Year 8 trip?", "The residential runs from June 16th to June 18th.", TRIP, True),
    w.faith("en-t50-020", "para.pronoun", "Who is leading the trip?", "Mr. Dan Fisher is leading it, and Mrs. Karen Holt is assisting him.", TRIP, True),
    w.faith("en-t50-021", "wrap.hedge", "Can my son take his phone?", "It looks like he can, although staff will keep it overnight.", TRIP, True),
    w.faith("en-t50-022", "fmt.time", "When can I pick up my A-level results?", "Results can be collected in the main hall from 8 a.m. to 11 a.m. on Thursday 15 August.", RESULTS, True),
    w.faith("en-t50-023", "wrap.opener", "Can my mum collect my results for me?", "Sure! If you can't attend, you can nominate someone, such as your mum, to collect them with a signed letter.", RESULTS, True),
    w.faith("en-t50-024", "wrap.closer", "Can I get my results by phone?", "No, results won't be given out over the phone. Good luck on the day!", RESULTS, True),
    w.faith("en-t50-025", "role.swap", "Who founded Bright Beginnings?", "The nursery was founded in 1998 by Kirsty Baird, who later handed it to her niece Fiona MacLeod.", MONTESSORI, False),
    w.faith("en-t50-026", "value.date", "When did Kirsty Baird take over?", "Kirsty Baird took over the nursery in 1998.", MONTESSORI, False),
    w.faith("en-t50-027", "added.fact", "How much is a session?", "Each session costs £34, including a cooked lunch.", MONTESSORI, False),
    w.faith("en-t50-028", "role.swap", "Who teaches Higher tier maths?", "Ms. Chloe Evans teaches the Higher tier groups.", TUTORING, False),
    w.faith("en-t50-029", "value.except", "Which days is Number Works open?", "Number Works is open Monday to Friday only.", TUTORING, False),
    w.faith("en-t50-030", "direction", "How many pupils are in a group?", "Groups have at least four pupils.", TUTORING, False),
    w.faith("en-t50-031", "value.time", "What time do the written papers start?", "The written papers start at 8:00, so arrive early.", IELTS, False),
    w.faith("en-t50-032", "quantifier", "What ID can I use?", "A passport is one of several accepted forms of identification.", IELTS, False),
    w.faith("en-t50-033", "added.fact", "When are results available?", "Results are available online 13 days after the test and are posted to you a week later.", IELTS, False),
    w.faith("en-t50-034", "role.swap", "Who leads the British history course?", "British history is led by Dr. Amira Hassan.", SUMMER_SCHOOL, False),
    w.faith("en-t50-035", "negation", "Does the fee include accommodation?", "The £2,850 fee does not include accommodation.", SUMMER_SCHOOL, False),
    w.faith("en-t50-036", "value.date", "When does the summer school begin?", "The summer school begins on 17 July and runs for three weeks.", SUMMER_SCHOOL, False),
    w.faith("en-t50-037", "added.entity", "Who can get the master's bursary?", "UK and EU students whose first degree is in a STEM subject can apply for the £5,000 bursary.", BURSARY, False),
    w.faith("en-t50-038", "value.date", "What's the bursary deadline?", "Applications must be in by 31 October.", BURSARY, False),
    w.faith("en-t50-039", "value.currency", "What is the deposit for the trip?", "A deposit of £210 must be paid by 1 March.", TRIP, False),
    w.faith("en-t50-040", "direction", "When is the deposit due?", "The £50 deposit can be paid any time after 1 March.", TRIP, False),
    w.faith("en-t50-041", "added.fact", "Where is the Year 8 trip going?", "The pupils are going to the Lake District from 16 to 18 June, travelling there by train.", TRIP, False),
    w.faith("en-t50-042", "modality", "Must I collect my results in person?", "Yes, students must collect their results themselves; nobody else can pick them up.", RESULTS, False),
    w.faith("en-t50-043", "value.time", "Until when is the head of sixth form available?", "Ms. Joanna Pryce will be available for advice until 11:00.", RESULTS, False),
    w.faith("en-t50-044", "antonym", "Who can I talk to about my results?", "The head of sixth form, Ms. Joanna Pryce, will be unavailable until 14:00.", RESULTS, False),
]

CORRECTNESS = [
    w.correct("en-t50-045", "correct.wordy", "Who runs Bright Beginnings Montessori today?", "Since 2015 the nursery has been in the hands of Kirsty Baird, the founder's niece.", "Kirsty Baird", True),
    w.correct("en-t50-046", "correct.format", "How much does the IELTS test cost at Riverside?", "One hundred and ninety-five pounds.", "£195", True),
    w.correct("en-t50-047", "correct.short", "How long is a tutoring lesson at Number Works?", "One hour.", "Lessons at Number Works last 60 minutes.", True),
    w.correct("en-t50-048", "correct.wordy", "When is the Year 8 residential trip?", "The Year 8 pupils head to the Lake District on 16 June and come back on 18 June.", "16–18 June", True),
    w.correct("en-t50-049", "wrong.value", "How much is the summer school fee?", "The fee is £2,580.", "£2,850", False),
    w.correct("en-t50-050", "wrong.role", "Who leads the Year 8 trip?", "Mrs. Karen Holt leads the trip.", "Mr. Dan Fisher", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
