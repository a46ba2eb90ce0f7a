"""English cases of set AY: a pottery kiln rental, a surf school, a coworking loft, a vintage
steam railway, a blood donation centre, a chess club, a sourdough course and a lakeside campsite."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

KILN = "Claybank Studio rents its electric kiln to members for £35 per firing, while non-members pay £50. Firings must be booked at least 48 hours in advance at the front desk. The kiln reaches a maximum temperature of 1,260 °C and holds up to 40 medium-sized pieces."
SURF = "Breakline Surf School in Porthmor runs beginner lessons every day except Tuesday, from 9:00 to 11:00. A lesson costs €45, including board and wetsuit hire. Children under 8 are not accepted, and all students must be able to swim 50 metres. The school was founded in 2011 by Kerensa Hale."
LOFT = "The Foundry Loft is open from 7 a.m. to 10 p.m. on weekdays and from 9 a.m. to 6 p.m. on Saturdays; it is closed on Sundays. A hot desk costs $220 per month and a fixed desk costs $340 per month. Every member gets 6 hours of meeting-room time a month, and the first 100 printed pages are free."
TRAIN = "The Aldermoor Steam Railway runs a vintage train between Aldermoor and Kettle Cross, a distance of 14 kilometres, and the journey takes 55 minutes each way. From 4 May to 29 September, trains leave Aldermoor at 10:30 and 14:15 on weekends. An adult return ticket costs £18.50, and dogs travel free. The line was restored in 2019 with a £1,500,000 lottery grant."
BLOOD = "The Riverside Donation Centre accepts whole-blood donors aged 17 to 66 who weigh at least 50 kg. Donors must wait 12 weeks between two donations. Last year the centre collected 4,800 donations, half of them from first-time donors. Walk-in donors are welcome on Thursdays; on other days an appointment is needed."
CHESS = "The Knight's Rest Chess Club meets every Wednesday at 7 pm in the annex of the Linden Street library. Annual membership costs £60, or £30 for students. The club championship is played over nine rounds in March; in 2023 Tomasz Wrobel won it after beating Ada Finch in the final round."
BAKERY = "The Sourdough Foundations course at Millhouse Bakery runs over three Saturdays, from 8:00 to 13:00. The fee of $285 covers flour, a starter culture and a banneton basket to take home. The course is limited to 10 participants, who should bring an apron and a large mixing bowl."
CAMP = "Larchwater Campsite lies on the eastern shore of Lake Ellin, 3 km from Brennock village. A tent pitch costs €22 per night for two people, plus €6 for each additional person. Campfires are allowed only in the marked fire rings, and quiet hours run from 10 p.m. to 7 a.m. The campsite is open from 1 April to 31 October."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-ay-001", "para.reorder", "How much does Claybank Studio charge for a kiln firing?", "Non-members pay £50 per firing, and members pay £35.", KILN, True),
    w.faith("en-ay-002", "para.passive", "Who founded Breakline Surf School?", "Kerensa Hale founded the school in 2011.", SURF, True),
    w.faith("en-ay-003", "para.synonym", "How far in advance must kiln firings be booked?", "Firings have to be reserved no less than 48 hours ahead at the front desk.", KILN, True),
    w.faith("en-ay-004", "para.nominal", "What is the rule on the gap between blood donations?", "A waiting period of 12 weeks between two donations is required.", BLOOD, True),
    w.faith("en-ay-005", "para.capital", "What does a hot desk cost at the Foundry Loft?", "a hot desk at the foundry loft costs $220 per month.", LOFT, True),
    w.faith("en-ay-006", "para.pronoun", "What is the maximum temperature of the Claybank kiln?", "It reaches a maximum of 1,260 °C.", KILN, True),
    w.faith("en-ay-007", "para.relative", "When was Breakline Surf School founded?", "Breakline is a school that Kerensa Hale founded in 2011.", SURF, True),
    w.faith("en-ay-008", "para.part", "What is included in the sourdough course fee?", "The fee covers the flour and a banneton basket, among other things.", BAKERY, True),
    w.faith("en-ay-009", "para.combine", "When is the Foundry Loft open at the weekend?", "It opens from 9 a.m. to 6 p.m. on Saturdays and stays closed on Sundays.", LOFT, True),
    w.faith("en-ay-010", "fmt.number", "How many Saturdays does the sourdough course last?", "It runs over 3 Saturdays.", BAKERY, True),
    w.faith("en-ay-011", "fmt.thousands", "How many donations did the Riverside centre collect last year?", "It collected 4800 donations last year.", BLOOD, True),
    w.faith("en-ay-012", "fmt.scale", "How was the restoration of the Aldermoor line paid for?", "It was restored in 2019 with a £1.5 million lottery grant.", TRAIN, True),
    w.faith("en-ay-013", "fmt.date", "When does the vintage train season run?", "The weekend trains run from May 4 to September 29.", TRAIN, True),
    w.faith("en-ay-014", "fmt.time", "What time does the chess club meet?", "The club meets every Wednesday at 19:00.", CHESS, True),
    w.faith("en-ay-015", "fmt.unit", "What is the minimum weight for blood donors?", "Donors must weigh at least 50 kilograms.", BLOOD, True),
    w.faith("en-ay-016", "fmt.abbrev", "How long is the Aldermoor Steam Railway line?", "The line between Aldermoor and Kettle Cross is 14 km long.", TRAIN, True),
    w.faith("en-ay-017", "fmt.currency", "How much is a beginner surf lesson?", "A lesson costs 45 euros, with board and wetsuit hire included.", SURF, True),
    w.faith("en-ay-018", "fmt.range", "Which ages can give whole blood at Riverside?", "Donors aged 17–66 are accepted.", BLOOD, True),
    w.faith("en-ay-019", "fmt.period", "How often does the Knight's Rest Chess Club meet?", "It meets weekly, on Wednesdays at 7 pm.", CHESS, True),
    w.faith("en-ay-020", "fmt.share", "How many of last year's donations came from first-time donors?", "50% of last year's 4,800 donations came from first-time donors.", BLOOD, True),
    w.faith("en-ay-021", "para.except", "On which days are beginner surf lessons held?", "Lessons run on every day of the week but Tuesday.", SURF, True),
    w.faith("en-ay-022", "wrap.opener", "How much does a tent pitch cost at Larchwater?", "Good question! A pitch for two people is €22 per night, plus €6 for each extra person.", CAMP, True),
    w.faith("en-ay-023", "wrap.closer", "What should I bring to the sourdough course?", "Bring an apron and a large mixing bowl. Enjoy the baking!", BAKERY, True),
    w.faith("en-ay-024", "wrap.attribution", "When are quiet hours at the campsite?", "According to the campsite information, quiet hours run from 10 p.m. to 7 a.m.", CAMP, True),
    w.faith("en-ay-025", "wrap.hedge", "Where is Larchwater Campsite?", "It seems to be on the eastern shore of Lake Ellin, 3 km from Brennock village.", CAMP, True),
    w.faith("en-ay-026", "wrap.question", "Can I give blood without an appointment?", "Wondering about walk-ins? They are welcome on Thursdays; on other days you need an appointment.", BLOOD, True),
    w.faith("en-ay-027", "para.synonym", "What do students need to be able to do at Breakline?", "Every student has to be capable of swimming 50 metres.", SURF, True),
    w.faith("en-ay-028", "fmt.currency", "How much is an adult return ticket on the steam train?", "An adult return ticket is eighteen pounds fifty.", TRAIN, True),
    w.faith("en-ay-029", "para.reorder", "How much meeting-room time do Foundry Loft members get?", "Each month, every member gets 6 hours of meeting-room time.", LOFT, True),
    w.faith("en-ay-030", "para.combine", "What are the age and swimming requirements at Breakline?", "Students must be at least 8 years old and able to swim 50 metres.", SURF, True),
    w.faith("en-ay-031", "fmt.time", "When are the sourdough course sessions?", "Each Saturday session runs from 8 a.m. to 1 p.m.", BAKERY, True),
    w.faith("en-ay-032", "para.passive", "Who won the chess club championship in 2023?", "Ada Finch was beaten by Tomasz Wrobel in the final round, and he won the 2023 championship.", CHESS, True),
    w.faith("en-ay-040", "value.number", "How many pieces does the Claybank kiln hold?", "The kiln holds up to 60 medium-sized pieces.", KILN, False),
    w.faith("en-ay-041", "value.date", "When does Larchwater Campsite open for the season?", "The campsite is open from 1 May to 31 October.", CAMP, False),
    w.faith("en-ay-042", "value.time", "When does the afternoon steam train leave Aldermoor?", "The afternoon train leaves Aldermoor at 15:15.", TRAIN, False),
    w.faith("en-ay-043", "value.unit", "How far is Larchwater Campsite from Brennock?", "It is 3 miles from Brennock village.", CAMP, False),
    w.faith("en-ay-044", "value.currency", "How much is a fixed desk at the Foundry Loft?", "A fixed desk costs €340 per month.", LOFT, False),
    w.faith("en-ay-045", "role.swap", "Who won the 2023 chess club championship?", "Ada Finch won it after beating Tomasz Wrobel in the final round.", CHESS, False),
    w.faith("en-ay-046", "negation", "Do dogs travel free on the steam train?", "No, dogs do not travel free on the train.", TRAIN, False),
    w.faith("en-ay-047", "antonym", "How do kiln firing prices compare for members and non-members?", "Members pay more than non-members for a firing.", KILN, False),
    w.faith("en-ay-048", "modality", "Do I have to book a kiln firing in advance?", "Booking 48 hours ahead is recommended but not required.", KILN, False),
    w.faith("en-ay-049", "quantifier", "Who gets meeting-room time at the Foundry Loft?", "Only some members get 6 hours of meeting-room time a month.", LOFT, False),
    w.faith("en-ay-050", "value.except", "On which days are there surf lessons?", "Lessons run every day except Monday.", SURF, False),
    w.faith("en-ay-051", "direction", "Where does the 10:30 train start from?", "The 10:30 train leaves Kettle Cross for Aldermoor.", TRAIN, False),
    w.faith("en-ay-052", "added.fact", "What does the surf lesson price include?", "The €45 includes board and wetsuit hire as well as a free photo package.", SURF, False),
    w.faith("en-ay-053", "added.entity", "Who founded Breakline Surf School?", "Kerensa Hale founded it in 2011 together with her brother Jago.", SURF, False),
    w.faith("en-ay-054", "mixed", "When and where does the chess club meet?", "It meets every Wednesday at 7 pm in the town hall.", CHESS, False),
    w.faith("en-ay-055", "value.number", "How long must donors wait between donations?", "Donors must wait 8 weeks between two donations.", BLOOD, False),
    w.faith("en-ay-056", "negation", "Are children under 8 accepted at Breakline?", "Yes, children under 8 are accepted.", SURF, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ay-060", "refusal.plain", "Does Claybank Studio offer glazing classes?", "Sorry, I don't know whether they offer glazing classes.", KILN, True),
    w.refusal("en-ay-061", "refusal.context", "Is there Wi-Fi at Larchwater Campsite?", "The provided context doesn't say whether the campsite has Wi-Fi.", CAMP, True),
    w.refusal("en-ay-062", "refusal.short", "Who teaches the sourdough course?", "I can't say.", BAKERY, True),
    w.refusal("en-ay-063", "refusal.hedged", "What time do surf lessons start?", "I'm not entirely certain, but the lessons appear to start at 9:00.", SURF, False),
    w.refusal("en-ay-064", "refusal.partial", "What does a fixed desk cost, and is there parking?", "A fixed desk costs $340 per month; the context doesn't mention parking.", LOFT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ay-070", "correct.wordy", "How much do non-members pay per kiln firing at Claybank?", "For anyone who isn't a member of Claybank Studio, each firing of the electric kiln is charged at £50.", "Non-members pay £50 per firing.", True),
    w.correct("en-ay-071", "correct.wordy", "How long does the steam train take from Aldermoor to Kettle Cross?", "Covering the 14 kilometres at a gentle pace, the vintage train needs 55 minutes to get from Aldermoor to Kettle Cross.", "55 minutes.", True),
    w.correct("en-ay-072", "correct.short", "How many places are there on the sourdough course?", "Ten.", "The course is limited to 10 participants.", True),
    w.correct("en-ay-073", "correct.format", "What is the student membership fee at the chess club?", "Thirty pounds a year.", "£30 per year.", True),
    w.correct("en-ay-074", "wrong.value", "How much is a tent pitch for two people per night at Larchwater?", "A pitch for two costs €28 per night.", "€22 per night.", False),
    w.correct("en-ay-075", "wrong.role", "Who won the 2023 chess club championship?", "Ada Finch won the 2023 club championship.", "Tomasz Wrobel won it, beating Ada Finch in the final round.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ay-080", "relevant.direct", "When does the vintage train leave Aldermoor?", "Departures are at 10:30 and 14:15 on weekends, between early May and late September.", TRAIN, True),
    w.relevant("en-ay-081", "relevant.direct", "What's the price of a hot desk at the Foundry Loft?", "That's $220 a month.", LOFT, True),
    w.relevant("en-ay-082", "relevant.direct", "Where does the chess club gather?", "In the annex of the Linden Street library.", CHESS, True),
    w.relevant("en-ay-083", "relevant.direct", "How do I book a kiln firing?", "Go to the front desk at least 48 hours beforehand.", KILN, True),
    w.relevant("en-ay-084", "relevant.yesno", "Are dogs allowed on the steam train?", "Yes, and they ride for free.", TRAIN, True),
    w.relevant("en-ay-085", "offtopic.true", "What time does the chess club meet?", "Annual membership costs £60, or £30 for students.", CHESS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ay-090", "diag.pass", "How much notice is needed to book a kiln firing?", "Firings must be booked at least 48 hours in advance.", {"kiln-01": KILN, "camp-01": CAMP}, ("kiln-01",), "pass"),
    w.diag("en-ay-091", "diag.missed", "How much is a surf lesson at Breakline?", "The documents don't say how much a surf lesson costs.", {"camp-01": CAMP, "loft-01": LOFT}, ("surf-01",), "fix_retrieval"),
    w.diag("en-ay-092", "diag.correct_refusal", "Does the Foundry Loft have showers?", "The documents don't mention showers at the Foundry Loft.", {"loft-01": LOFT, "bakery-01": BAKERY}, (), "correct_refusal"),
    w.diag("en-ay-093", "diag.unfaithful", "How long is the wait between blood donations?", "Donors must wait 6 weeks between two donations.", {"blood-01": BLOOD, "chess-01": CHESS}, ("blood-01",), "fix_generation"),
    w.diag("en-ay-094", "diag.offtopic", "What time do quiet hours start at Larchwater?", "Tent pitches cost €22 per night for two people.", {"camp-01": CAMP, "train-01": TRAIN}, ("camp-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
