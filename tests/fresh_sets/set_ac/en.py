"""English cases of set AC: a train company's bike policy (Northway Rail), a print shop
(Copperleaf), a city tourist office (Harbor City), a conference registration (Lakeside Data
Conference) and a public swimming pool (Maple Street Pool)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BIKE = (
    "Northway Rail allows full-size bicycles on all regional trains except during weekday rush hours, 7:00–9:00 and 16:30–18:30. "
    "A bike ticket costs £4.50 per journey and must be bought before boarding. "
    "Folding bikes ride free at any time if they are folded and kept with the passenger's luggage. "
    "Each train carries up to six full-size bicycles in the marked carriage."
)
PRINT = (
    "Copperleaf Print Shop on Dale Road is open Monday to Friday from 8:30 to 18:00 and on Saturday from 10:00 to 14:00. "
    "Black-and-white copies cost 8 pence a page and colour copies cost 35 pence a page; orders of more than 500 pages get a 10% discount. "
    "Customers can email their files in advance, and large-format posters up to A0 are ready within two working days."
)
TOURIST = (
    "The Harbor City tourist office is located in the old customs house at 12 Quay Street. "
    "From April to October it is open daily from 9 a.m. to 6 p.m.; in the remaining months it closes at 4 p.m. and is shut on Sundays. "
    "Staff speak English, Spanish and Japanese. "
    "The free city map is available at the front desk, and guided walking tours leave from the entrance at 10:30 every morning."
)
CONF = (
    "Registration for the Lakeside Data Conference opens on 3 February 2025 and closes on 14 March 2025, and about 1,800 attendees are expected on the two conference days, 9 and 10 April. "
    "The early-bird fee is $240 until 28 February; after that the full fee is $320. "
    "Students pay half of the full fee on presenting a valid student card. "
    "In the opening session, Dr. Lena Ortiz will interview Prof. Sam Whitfield about open data."
)
POOL = (
    "Maple Street Pool is a 25-metre indoor pool with six lanes. "
    "Lane swimming for adults runs from 6:30 to 8:00 each weekday morning. "
    "A single swim costs $5.75, and a book of ten swims costs $50. "
    "Children under eight must be accompanied in the water by an adult."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("en-ac-001", "para.reorder", "What does a bike ticket cost, and when do I buy it?", "You need to buy it before boarding, and it costs £4.50 per journey.", BIKE, True),
    w.faith("en-ac-002", "para.passive", "How many full-size bikes can one train take?", "Up to six full-size bicycles can be carried on each train, in the marked carriage.", BIKE, True),
    w.faith("en-ac-003", "para.synonym", "Can I take my folding bike on the train?", "Yes, folding bikes travel free of charge at any time, as long as they're folded and kept with your luggage.", BIKE, True),
    w.faith("en-ac-004", "para.except", "When are full-size bikes allowed on regional trains?", "Full-size bikes can go on all regional trains at any time other than weekday rush hours (7:00–9:00 and 16:30–18:30).", BIKE, True),
    w.faith("en-ac-005", "fmt.currency", "How much is a bike ticket?", "A bike ticket is 4.50 pounds per journey.", BIKE, True),
    w.faith("en-ac-006", "fmt.number", "How many full-size bikes fit on one train?", "Each train takes a maximum of 6 full-size bicycles.", BIKE, True),
    w.faith("en-ac-007", "fmt.time", "When is the evening period when full-size bikes aren't allowed?", "On weekdays, the evening restriction runs from 4:30 p.m. to 6:30 p.m.", BIKE, True),
    w.faith("en-ac-008", "fmt.abbrev", "When is Copperleaf Print Shop open?", "Copperleaf is open Mon–Fri 8:30–18:00 and Sat 10:00–14:00.", PRINT, True),
    w.faith("en-ac-009", "fmt.currency", "How much is a colour copy at Copperleaf?", "Colour copies are £0.35 per page.", PRINT, True),
    w.faith("en-ac-010", "fmt.share", "Is there a discount for big print orders?", "Yes, orders of more than 500 pages get a tenth off.", PRINT, True),
    w.faith("en-ac-011", "para.nominal", "How quickly can Copperleaf print a poster?", "Turnaround for large-format posters up to A0 is two working days at most.", PRINT, True),
    w.faith("en-ac-012", "para.pronoun", "Where is Copperleaf Print Shop?", "It's on Dale Road.", PRINT, True),
    w.faith("en-ac-013", "fmt.range", "What are the Saturday hours at the print shop?", "On Saturdays it's open 10:00–14:00.", PRINT, True),
    w.faith("en-ac-014", "wrap.opener", "How much do black-and-white copies cost at Copperleaf?", "Good question! Black-and-white copies cost 8 pence a page.", PRINT, True),
    w.faith("en-ac-015", "para.combine", "How late can I get black-and-white copies on a weekday, and at what price?", "On weekdays you can get black-and-white copies until 18:00, at 8 pence a page.", PRINT, True),
    w.faith("en-ac-016", "para.relative", "Where is the Harbor City tourist office?", "It's in the old customs house, which stands at 12 Quay Street.", TOURIST, True),
    w.faith("en-ac-017", "fmt.time", "What time do the walking tours start?", "Guided walking tours leave from the entrance at 10.30 a.m. every morning.", TOURIST, True),
    w.faith("en-ac-018", "wrap.attribution", "What languages do the tourist office staff speak?", "According to the tourist office information, staff speak English, Spanish and Japanese.", TOURIST, True),
    w.faith("en-ac-019", "para.capital", "where can i get a city map?", "You can pick up the free City Map at the Front Desk of the tourist office.", TOURIST, True),
    w.faith("en-ac-020", "wrap.hedge", "Is the tourist office open on Sundays in January?", "It looks like it isn't: outside April to October the office is shut on Sundays.", TOURIST, True),
    w.faith("en-ac-021", "fmt.period", "What are the tourist office's summer opening hours?", "From April to October the office is open every day of the week, 9 a.m. to 6 p.m.", TOURIST, True),
    w.faith("en-ac-022", "para.part", "When is the tourist office open?", "From April to October, it's open daily from 9 a.m. to 6 p.m.", TOURIST, True),
    w.faith("en-ac-023", "wrap.closer", "Do the tourist office staff speak Japanese?", "Yes, the staff speak Japanese, as well as English and Spanish. Enjoy your visit to Harbor City!", TOURIST, True),
    w.faith("en-ac-024", "fmt.date", "When does registration for the Lakeside Data Conference close?", "Registration closes on 2025-03-14.", CONF, True),
    w.faith("en-ac-025", "fmt.thousands", "How many people are expected at the conference?", "About 1800 attendees are expected.", CONF, True),
    w.faith("en-ac-026", "fmt.share", "How much do students pay for the conference?", "Students pay 50% of the full fee if they show a valid student card.", CONF, True),
    w.faith("en-ac-027", "para.synonym", "What is the early-bird price?", "The early-registration rate is $240, available until 28 February.", CONF, True),
    w.faith("en-ac-028", "fmt.date", "On which days is the conference held?", "The conference runs on April 9 and April 10.", CONF, True),
    w.faith("en-ac-029", "wrap.question", "Is there a cheaper fee if I register early?", "Yes, the early-bird fee is $240 until 28 February. Would you like to know the full fee as well?", CONF, True),
    w.faith("en-ac-030", "fmt.scale", "How big is the conference expected to be?", "Roughly 1.8k attendees are expected over the two days.", CONF, True),
    w.faith("en-ac-031", "fmt.unit", "How long is the Maple Street pool?", "It's a 25 m indoor pool with six lanes.", POOL, True),
    w.faith("en-ac-032", "fmt.currency", "How much is a single swim?", "A single swim costs 5.75 dollars.", POOL, True),
    w.faith("en-ac-033", "para.passive", "Can my six-year-old swim on her own?", "No, an adult must accompany children under eight in the water.", POOL, True),
    w.faith("en-ac-034", "fmt.range", "When is adult lane swimming?", "Adult lane swimming is on weekday mornings, 6:30–8:00.", POOL, True),
    w.faith("en-ac-035", "para.combine", "Can I do lane swimming before work, and what does it cost?", "Yes, adult lane swimming runs from 6:30 to 8:00 on weekday mornings, and a single swim costs $5.75.", POOL, True),
    w.faith("en-ac-036", "fmt.number", "How many swims are in the $50 book?", "The $50 book contains 10 swims.", POOL, True),
    # unfaithful: one clear error each
    w.faith("en-ac-037", "value.currency", "How much is a bike ticket on Northway Rail?", "A bike ticket costs £5.40 per journey.", BIKE, False),
    w.faith("en-ac-038", "modality", "Do I have to email my files before I come in?", "Yes, customers must email their files to Copperleaf in advance.", PRINT, False),
    w.faith("en-ac-039", "role.swap", "Who is interviewing whom in the opening session?", "Prof. Sam Whitfield will interview Dr. Lena Ortiz about open data.", CONF, False),
    w.faith("en-ac-040", "negation", "Is the city map free?", "No, the city map at the front desk is not free.", TOURIST, False),
    w.faith("en-ac-041", "antonym", "What kind of pool is Maple Street Pool?", "It's a 25-metre outdoor pool with six lanes.", POOL, False),
    w.faith("en-ac-042", "quantifier", "Does Copperleaf give discounts?", "Yes, every order gets a 10% discount.", PRINT, False),
    w.faith("en-ac-043", "direction", "When does the full conference fee apply?", "The full fee of $320 applies before 28 February.", CONF, False),
    w.faith("en-ac-044", "added.fact", "How much is a ten-swim book?", "A book of ten swims costs $50 and is valid for one year.", POOL, False),
    w.faith("en-ac-045", "value.except", "When can't I bring a full-size bike on a regional train?", "Full-size bikes are allowed on regional trains every day except at weekends.", BIKE, False),
    w.faith("en-ac-046", "value.time", "When do the guided walking tours leave?", "Guided walking tours leave from the entrance at 11:30 every morning.", TOURIST, False),
    w.faith("en-ac-047", "value.date", "When does conference registration open?", "Registration opens on 3 March 2025.", CONF, False),
    w.faith("en-ac-048", "value.number", "How many lanes does Maple Street Pool have?", "The pool has eight lanes.", POOL, False),
    w.faith("en-ac-049", "value.unit", "How long is the Maple Street pool?", "It's a 25-yard indoor pool.", POOL, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ac-050", "refusal.context", "Are e-scooters allowed on Northway Rail trains?", "The context only covers full-size and folding bikes, so I can't tell you whether e-scooters are allowed.", BIKE, True),
    w.refusal("en-ac-051", "refusal.short", "Is there parking at the print shop?", "Sorry, I don't know.", PRINT, True),
    w.refusal("en-ac-052", "refusal.hedged", "What time does the tourist office close in December?", "I'm not completely certain, but it looks like it closes at 4 p.m. in December.", TOURIST, False),
    w.refusal("en-ac-053", "refusal.partial", "How much is a single swim, and is there a car park?", "A single swim costs $5.75; I can't find anything about a car park.", POOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ac-054", "correct.wordy", "How much does a bike ticket cost on Northway Rail?", "If you're bringing a full-size bike on a Northway Rail regional train, you'll need a bike ticket, which costs £4.50 for each journey and has to be bought before you board.", "£4.50 per journey.", True),
    w.correct("en-ac-055", "correct.wordy", "When does conference registration close?", "You have until 14 March 2025 to sign up for the Lakeside Data Conference; that's the day registration closes, so don't leave it too late.", "14 March 2025.", True),
    w.correct("en-ac-056", "correct.format", "What time does the print shop open on Saturdays?", "10 in the morning.", "10:00.", True),
    w.correct("en-ac-057", "correct.short", "Which languages do the tourist office staff speak?", "English, Spanish, Japanese.", "The staff speak English, Spanish and Japanese.", True),
    w.correct("en-ac-058", "wrong.value", "How many full-size bikes can one train carry?", "Each train can carry up to ten full-size bikes in the marked carriage.", "Up to six.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ac-059", "relevant.direct", "When do the guided walking tours start?", "Every morning at half past ten, from the entrance.", TOURIST, True),
    w.relevant("en-ac-060", "relevant.direct", "What's the price of a colour copy at Copperleaf?", "35 pence per page.", PRINT, True),
    w.relevant("en-ac-061", "relevant.direct", "Where can I find the Harbor City tourist office?", "In the old customs house at 12 Quay Street.", TOURIST, True),
    w.relevant("en-ac-062", "relevant.yesno", "Can students get a reduced conference fee?", "Yes, with a valid student card they pay half the full fee.", CONF, True),
    w.relevant("en-ac-063", "offtopic.true", "How much does a single swim cost at Maple Street Pool?", "Children under eight must be accompanied in the water by an adult.", POOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ac-064", "diag.pass", "How much is a bike ticket on Northway Rail?", "A bike ticket costs £4.50 per journey and must be bought before boarding.", {"bike-policy": BIKE, "print-shop": PRINT}, ("bike-policy",), "pass"),
    w.diag("en-ac-065", "diag.missed", "Until what date is the early-bird conference fee available?", "I'm sorry, the documents don't say until when the early-bird fee is available.", {"pool-info": POOL, "tourist-office": TOURIST}, ("conference",), "fix_retrieval"),
    w.diag("en-ac-066", "diag.correct_refusal", "Does Harbor City have a bike-sharing scheme?", "I can't find any information about a bike-sharing scheme in Harbor City.", {"tourist-office": TOURIST, "bike-policy": BIKE}, (), "correct_refusal"),
    w.diag("en-ac-067", "diag.unfaithful", "How much do colour copies cost at Copperleaf?", "Colour copies at Copperleaf cost 53 pence a page.", {"print-shop": PRINT, "conference": CONF}, ("print-shop",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
