"""English cases of set t43: a Solent car ferry's sailings and fares, a Manchester bus
route, a London night bus and its garage, the Cotswold Line and a heritage steam railway,
a Bristol bike-share scheme, an Edinburgh car-hire firm's branches, and a York
multi-storey car park."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = (
    "Solent Isle Ferries runs car ferries between Portsmouth and Fishbourne on the Isle of Wight. "
    "The crossing takes 45 minutes, and the first sailing leaves Portsmouth at 05:30. "
    "A single foot-passenger ticket costs £16.50, and children under 5 travel free. "
    "Vehicles must check in at least 30 minutes before departure."
)
CITYBUS = (
    "Route 12 of Northgate Buses runs from Manchester Piccadilly to Salford Quays every 10 minutes during the day. "
    "After 19:00 it runs every 20 minutes. "
    "A single fare is £2, and a day ticket costs £5.40. "
    "Contactless payment is accepted on all buses."
)
NIGHTBUS = (
    "The N29 night bus runs from Trafalgar Square to Enfield Town between 00:30 and 05:00. "
    "It operates every night except Sunday. "
    "Drivers on the N29 are based at the Wood Green garage, which opened in 1987. "
    "Passengers may take folded bikes on board, but not full-size ones."
)
TRAIN = (
    "The Cotswold Line runs from Oxford to Worcester via Moreton-in-Marsh. "
    "The line opened in 1853 and was doubled to two tracks in 2011. "
    "Trains run hourly, and the journey from Oxford to Worcester takes about 1 hour 35 minutes. "
    "An off-peak return costs £28.90."
)
HERITAGE = (
    "The Dales Valley Railway was founded as a volunteer society in 1968 and bought the old branch line from British Rail in 1974. "
    "Its steam trains run on weekends from April to October. "
    "Margaret Dunn has chaired the society since 2016, and Peter Hale manages the engine shed at Embsay."
)
BIKE = (
    "CityCycle bikes can be hired from any of 120 docking stations in Bristol. "
    "The first 30 minutes of each ride are free for members; after that, each extra half hour costs £1. "
    "Annual membership is £90. "
    "Riders must be at least 16 years old."
)
CARHIRE = (
    "Harbour Car Hire has branches at Edinburgh Airport and Waverley Station. "
    "The airport branch is managed by Fiona Grant and the Waverley branch by Callum Ross. "
    "The airport branch is open 24 hours a day, while the Waverley branch opens from 08:00 to 18:00, Monday to Saturday. "
    "Drivers must be at least 23 and have held a full licence for two years."
)
PARKING = (
    "The Riverside multi-storey car park in York has 640 spaces across six levels. "
    "Parking costs £1.80 per hour, up to a maximum of £14 per day. "
    "Spaces for blue badge holders are on level 1, and electric-vehicle chargers are on level 3. "
    "The car park is locked from midnight to 6 a.m."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t43-001", "para.combine", "How long is the crossing, and when is the first boat?", "The first sailing from Portsmouth is at 05:30, and the trip across to Fishbourne takes 45 minutes.", FERRY, True),
    w.faith("en-t43-002", "fmt.time", "What time does the first ferry leave Portsmouth?", "The earliest departure from Portsmouth is at 5:30 a.m.", FERRY, True),
    w.faith("en-t43-003", "fmt.currency", "How much is a ticket for a foot passenger?", "A single for foot passengers costs sixteen pounds fifty.", FERRY, True),
    w.faith("en-t43-004", "para.synonym", "Does my three-year-old need a ticket?", "No, children under five travel at no charge.", FERRY, True),
    w.faith("en-t43-005", "fmt.period", "How often does the 12 run in the daytime?", "During the day there are six Route 12 buses an hour.", CITYBUS, True),
    w.faith("en-t43-006", "fmt.time", "Does the 12 run less often in the evening?", "Yes, after 7 p.m. it only comes every twenty minutes.", CITYBUS, True),
    w.faith("en-t43-007", "para.passive", "Can I pay by card on the bus?", "Yes, all the buses take contactless payment.", CITYBUS, True),
    w.faith("en-t43-008", "para.except", "Is there an N29 on Sunday night?", "No, Sunday is the one night of the week when the N29 doesn't run.", NIGHTBUS, True),
    w.faith("en-t43-009", "para.relative", "Where are the N29 drivers based?", "They work out of the Wood Green garage, which opened in 1987.", NIGHTBUS, True),
    w.faith("en-t43-010", "para.synonym", "Can I bring my bike on the night bus?", "Only if it folds: full-size bicycles aren't allowed on the N29.", NIGHTBUS, True),
    w.faith("en-t43-011", "fmt.unit", "How long does Oxford to Worcester take?", "The journey takes roughly 95 minutes.", TRAIN, True),
    w.faith("en-t43-012", "wrap.hedge", "How big is the Riverside car park?", "As far as I can tell, it has 640 spaces spread over six levels.", PARKING, True),
    w.faith("en-t43-013", "para.nominal", "When was the Cotswold Line doubled?", "The doubling of the line to two tracks took place in 2011.", TRAIN, True),
    w.faith("en-t43-014", "para.combine", "How did the Dales Valley Railway start?", "It began in 1968 as a volunteer society and went on to buy the old branch line from British Rail in 1974.", HERITAGE, True),
    w.faith("en-t43-015", "para.pronoun", "Who chairs the railway society?", "Margaret Dunn does; she has held the chair since 2016.", HERITAGE, True),
    w.faith("en-t43-016", "para.synonym", "When can I ride the steam trains?", "Steam services operate on Saturdays and Sundays between April and October.", HERITAGE, True),
    w.faith("en-t43-017", "fmt.number", "How many docking stations are there?", "There are a hundred and twenty docking stations across Bristol.", BIKE, True),
    w.faith("en-t43-018", "fmt.currency", "What does a longer ride cost a member?", "Members ride free for the first half hour, then pay one pound for every additional 30 minutes.", BIKE, True),
    w.faith("en-t43-019", "wrap.opener", "Is there an age limit for CityCycle?", "Good question! You need to be 16 or older to ride.", BIKE, True),
    w.faith("en-t43-020", "para.passive", "Who runs the Waverley branch?", "Callum Ross manages the Waverley Station branch.", CARHIRE, True),
    w.faith("en-t43-021", "para.except", "Can I pick up a car at Waverley on a Sunday?", "No, the Waverley branch is closed on Sundays; the rest of the week it opens from 8 a.m. to 6 p.m.", CARHIRE, True),
    w.faith("en-t43-022", "wrap.attribution", "How old do I have to be to hire a car?", "According to Harbour Car Hire's rules, drivers need to be 23 or over and to have held a full licence for two years.", CARHIRE, True),
    w.faith("en-t43-023", "fmt.currency", "What's the most I'll pay for a day's parking?", "The daily charge is capped at fourteen pounds.", PARKING, True),
    w.faith("en-t43-024", "para.part", "Where are the electric-car chargers?", "On level 3.", PARKING, True),
    w.faith("en-t43-025", "antonym", "When does the first ferry leave?", "The last sailing leaves Portsmouth at 05:30.", FERRY, False),
    w.faith("en-t43-026", "modality", "When do I have to check in with my car?", "Vehicles are advised, but not required, to check in at least 30 minutes before departure.", FERRY, False),
    w.faith("en-t43-027", "added.fact", "Do children under five pay?", "Children under five travel free, provided they are accompanied by a paying adult.", FERRY, False),
    w.faith("en-t43-028", "value.currency", "How much is a day ticket on Northgate Buses?", "A Northgate day ticket costs £2.", CITYBUS, False),
    w.faith("en-t43-029", "direction", "When does the 12 come less often?", "Route 12 runs every 20 minutes until 19:00 and every 10 minutes after that.", CITYBUS, False),
    w.faith("en-t43-030", "added.entity", "Where does Route 12 go?", "Route 12 and Route 50 both run from Manchester Piccadilly to Salford Quays every 10 minutes during the day.", CITYBUS, False),
    w.faith("en-t43-031", "value.except", "Which nights does the N29 run?", "The N29 runs every night except Saturday.", NIGHTBUS, False),
    w.faith("en-t43-032", "value.date", "When did the Wood Green garage open?", "The Wood Green garage, home of the N29 drivers, opened in 1978.", NIGHTBUS, False),
    w.faith("en-t43-033", "negation", "Can I take a folding bike on the N29?", "No, folded bikes are not allowed on board the N29.", NIGHTBUS, False),
    w.faith("en-t43-034", "value.date", "When did the Cotswold Line open?", "The Cotswold Line opened in 2011.", TRAIN, False),
    w.faith("en-t43-035", "role.swap", "What route does the Cotswold Line take?", "The Cotswold Line runs from Oxford to Moreton-in-Marsh via Worcester.", TRAIN, False),
    w.faith("en-t43-036", "value.currency", "How much is an off-peak return?", "An off-peak return on the Cotswold Line costs £38.90.", TRAIN, False),
    w.faith("en-t43-037", "value.date", "When did the society buy the branch line?", "The Dales Valley society bought the old branch line from British Rail in 1968.", HERITAGE, False),
    w.faith("en-t43-038", "role.swap", "Who manages the engine shed?", "Margaret Dunn manages the engine shed at Embsay, and Peter Hale chairs the society.", HERITAGE, False),
    w.faith("en-t43-039", "value.except", "When do the steam trains run?", "The steam trains run every day from April to October.", HERITAGE, False),
    w.faith("en-t43-040", "quantifier", "Is the first half hour free?", "Yes, the first 30 minutes of every ride are free for all riders, members or not.", BIKE, False),
    w.faith("en-t43-041", "added.fact", "How much is CityCycle membership?", "Annual membership costs £90 and includes free helmet hire.", BIKE, False),
    w.faith("en-t43-042", "role.swap", "Who manages the airport branch?", "Callum Ross runs the Edinburgh Airport branch of Harbour Car Hire.", CARHIRE, False),
    w.faith("en-t43-043", "value.number", "How old do drivers need to be?", "You must be at least 25 and have held a full licence for two years.", CARHIRE, False),
    w.faith("en-t43-044", "value.time", "When is the Riverside car park locked?", "The car park is locked from midnight until 8 a.m.", PARKING, False),
]

CORRECTNESS = [
    w.correct("en-t43-045", "correct.wordy", "How long is the Portsmouth to Fishbourne crossing?", "The ferry crossing from Portsmouth over to Fishbourne on the Isle of Wight takes 45 minutes in total.", "45 minutes", True),
    w.correct("en-t43-046", "correct.short", "Who manages the Edinburgh Airport branch of Harbour Car Hire?", "Fiona Grant.", "Fiona Grant manages the Edinburgh Airport branch.", True),
    w.correct("en-t43-047", "correct.format", "How much does parking cost per hour at Riverside?", "One pound eighty an hour.", "£1.80 per hour", True),
    w.correct("en-t43-048", "correct.wordy", "On which level are the electric-vehicle chargers?", "If you need to charge your electric car, head up to level 3 of the Riverside car park, where the chargers are.", "Level 3", True),
    w.correct("en-t43-049", "wrong.value", "When did the Dales Valley society buy the branch line?", "In 1978.", "In 1974.", False),
    w.correct("en-t43-050", "wrong.role", "Who chairs the Dales Valley Railway society?", "Peter Hale chairs it.", "Margaret Dunn", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
