"""English cases of set t55: a Norwich recycling centre and its rules, resident and visitor
parking permits, a tennis club and a swimming club, a parcel service and its lockers, a phone
repair shop and a bike workshop, a hand car wash, and a monthly repair café."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

RECYCLING = (
    "The Mile Cross Recycling Centre is open every day except Thursday, from 9:00 to 17:00 between April and September and until 16:00 from October to March. "
    "Residents may bring up to 80 litres of DIY waste per visit free of charge; larger amounts cost £3 per bag. "
    "Vans and trailers need a permit, which is issued free by the council. "
    "Site supervisor Dave Pritchard has run the centre since 2016."
)
PERMITS = (
    "Norwich City Council issues resident parking permits for Zone C. "
    "A first permit costs £42 a year, and a second permit for the same household costs £78. "
    "Applications are processed within 10 working days. "
    "Visitor permits are sold in books of 20 for £15."
)
TENNIS = (
    "Eaton Park Tennis Club was founded in 1931 and moved to its current site on Bluebell Road in 1968. "
    "Adult membership costs £185 a year, and juniors under 18 pay £60. "
    "Head coach Lucy Harding runs the junior sessions on Saturday mornings, while her assistant Tom Pike leads adult cardio tennis on Tuesday evenings."
)
SWIMMING = (
    "City of Norwich Swimming Club trains at the Riverside Leisure Centre. "
    "Squad sessions run Monday to Friday from 6:00 to 7:30 a.m. "
    "New swimmers must pass a 25-metre assessment before joining a squad. "
    "The annual subscription is £240, payable in two instalments."
)
PARCELS = (
    "Swiftpost delivers parcels in the NR postcode area from Monday to Saturday. "
    "Parcels under 2 kg cost £3.95 to send; parcels from 2 kg up to 10 kg cost £7.50. "
    "If nobody is home, the driver leaves a card and the parcel is held at the Magdalen Street depot for 14 days. "
    "Next-day delivery is guaranteed only for parcels booked before 3 p.m."
)
LOCKERS = (
    "The Swiftpost parcel lockers at Castle Quarter are available 24 hours a day. "
    "Customers receive a six-digit code by text, which stays valid for 72 hours. "
    "The lockers take parcels up to 60 cm long."
)
FIXIT = (
    "Fixit Corner on Magdalen Street repairs phones, laptops and small kitchen appliances. "
    "Screen replacements for most phones cost £69 and take about an hour. "
    "The shop was opened in 2009 by Raj Mehta, and his daughter Anika took over as manager in 2021. "
    "All repairs come with a 90-day guarantee."
)
BIKES = (
    "Pedal Works offers a basic bike service for £45 and a full service for £95. "
    "Bikes left before 10:00 are usually ready the same afternoon. "
    "The workshop is closed on Sundays and Mondays."
)
CAR_WASH = (
    "Sparkle Hand Car Wash on Ipswich Road is open from 8 a.m. to 6 p.m., seven days a week. "
    "A standard exterior wash costs £8, and a full valet costs £45 and takes around two hours. "
    "Manager Kevin Doyle says vans are charged £2 extra."
)
REPAIR_CAFE = (
    "The Norwich Repair Café meets on the first Saturday of every month at St Augustine's Church Hall, from 10:00 to 13:00. "
    "Volunteers fix clothes, bikes and electrical items free of charge, though donations are welcome. "
    "Volunteer coordinator Maggie Shaw books in the electrical repairs, and Pete Collins leads the textile table."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t55-001", "para.except", "Can I take my garden waste to Mile Cross on a Thursday?", "No — Thursday is the one day of the week when the Mile Cross centre is closed.", RECYCLING, True),
    w.faith("en-t55-002", "fmt.time", "What time does the recycling centre close in winter?", "From October to March it shuts at 4 p.m.", RECYCLING, True),
    w.faith("en-t55-003", "fmt.abbrev", "How much DIY waste can I drop off for free?", "Residents can bring up to 80 L of DIY waste per visit without paying.", RECYCLING, True),
    w.faith("en-t55-004", "para.passive", "Do I need a permit to bring my van?", "Yes, vans and trailers need a permit, and the council issues it free of charge.", RECYCLING, True),
    w.faith("en-t55-005", "fmt.currency", "How much is a first resident permit?", "A first Zone C permit costs forty-two pounds a year.", PERMITS, True),
    w.faith("en-t55-006", "para.nominal", "How long does it take to get my permit?", "The processing of an application takes no more than 10 working days.", PERMITS, True),
    w.faith("en-t55-007", "fmt.number", "How are visitor permits sold?", "Visitor permits come in books of twenty, at £15 per book.", PERMITS, True),
    w.faith("en-t55-008", "para.combine", "How old is the tennis club, and has it always been on Bluebell Road?", "Eaton Park Tennis Club dates back to 1931, and it has been on Bluebell Road since moving there in 1968.", TENNIS, True),
    w.faith("en-t55-009", "para.pronoun", "Who runs the junior sessions?", "Lucy Harding does — she is the head coach, and she takes the juniors on Saturday mornings.", TENNIS, True),
    w.faith("en-t55-010", "wrap.opener", "What does junior membership cost?", "Good question! Members under 18 pay £60 a year.", TENNIS, True),
    w.faith("en-t55-011", "fmt.time", "When do the squads train?", "Squad sessions are held on weekdays from 6 until 7:30 in the morning.", SWIMMING, True),
    w.faith("en-t55-012", "para.synonym", "Can my son join a squad straight away?", "New swimmers first have to pass a 25-metre test before they can be placed in a squad.", SWIMMING, True),
    w.faith("en-t55-013", "fmt.unit", "How much does it cost to send a small parcel?", "Sending a parcel that weighs less than 2,000 g costs £3.95.", PARCELS, True),
    w.faith("en-t55-014", "para.relative", "What happens if I'm out when the driver comes?", "The driver leaves a card, and your parcel goes to the Magdalen Street depot, where it is kept for 14 days.", PARCELS, True),
    w.faith("en-t55-015", "fmt.period", "How long will the depot keep my parcel?", "It will be held there for two weeks.", PARCELS, True),
    w.faith("en-t55-016", "fmt.period", "How long is the locker code valid?", "The six-digit code you get by text works for three days.", LOCKERS, True),
    w.faith("en-t55-017", "para.synonym", "Can I collect from the Castle Quarter lockers at night?", "Yes, the lockers there can be used around the clock.", LOCKERS, True),
    w.faith("en-t55-018", "para.combine", "Who runs Fixit Corner?", "Raj Mehta opened Fixit Corner in 2009, and his daughter Anika has been its manager since 2021.", FIXIT, True),
    w.faith("en-t55-019", "wrap.attribution", "Do repairs come with a guarantee?", "According to Fixit Corner, every repair is covered by a 90-day guarantee.", FIXIT, True),
    w.faith("en-t55-020", "para.except", "Is Pedal Works open on Saturdays?", "Yes — the workshop opens every day except Sunday and Monday.", BIKES, True),
    w.faith("en-t55-021", "fmt.time", "If I drop my bike off in the morning, when will it be ready?", "If you leave it before 10 a.m., it's usually ready that same afternoon.", BIKES, True),
    w.faith("en-t55-022", "para.synonym", "Is the car wash open on Sundays?", "Yes, Sparkle is open every day of the week, from 8 a.m. to 6 p.m.", CAR_WASH, True),
    w.faith("en-t55-023", "fmt.unit", "How long does a full valet take?", "A full valet costs £45 and takes roughly 120 minutes.", CAR_WASH, True),
    w.faith("en-t55-024", "wrap.hedge", "When does the Repair Café meet?", "As far as I can tell, it meets on the first Saturday of each month, from 10 a.m. to 1 p.m., at St Augustine's Church Hall.", REPAIR_CAFE, True),
    w.faith("en-t55-025", "value.except", "When is Mile Cross closed?", "The Mile Cross centre is closed on Tuesdays; on all other days it opens at 9:00.", RECYCLING, False),
    w.faith("en-t55-026", "added.fact", "Who runs the Mile Cross centre?", "Dave Pritchard has supervised the centre since 2016, after ten years as a council refuse driver.", RECYCLING, False),
    w.faith("en-t55-027", "value.number", "How much DIY waste is free?", "Residents can bring up to 60 litres of DIY waste per visit free of charge.", RECYCLING, False),
    w.faith("en-t55-028", "value.currency", "What does a second permit cost?", "A second Zone C permit for the same household costs £42 a year.", PERMITS, False),
    w.faith("en-t55-029", "modality", "Does my daughter need to pass a test to join a squad?", "New swimmers are encouraged, but not required, to pass a 25-metre assessment before joining a squad.", SWIMMING, False),
    w.faith("en-t55-030", "value.date", "When was Eaton Park Tennis Club founded?", "Eaton Park Tennis Club was founded in 1968.", TENNIS, False),
    w.faith("en-t55-031", "role.swap", "Who leads the cardio tennis?", "Lucy Harding leads adult cardio tennis on Tuesday evenings, while Tom Pike runs the Saturday junior sessions.", TENNIS, False),
    w.faith("en-t55-032", "added.entity", "Where does the swimming club train?", "City of Norwich Swimming Club trains at the Riverside Leisure Centre and at the UEA Sportspark.", SWIMMING, False),
    w.faith("en-t55-033", "value.time", "What time do squad sessions start?", "Squad sessions run from Monday to Friday, 6:30 to 7:30 a.m.", SWIMMING, False),
    w.faith("en-t55-034", "direction", "What does it cost to send a heavier parcel?", "Parcels over 2 kg cost £3.95 to send.", PARCELS, False),
    w.faith("en-t55-035", "quantifier", "Is next-day delivery guaranteed?", "Yes, next-day delivery is guaranteed for every parcel, whatever time it is booked.", PARCELS, False),
    w.faith("en-t55-036", "value.except", "Does Swiftpost deliver on Saturdays?", "No, Swiftpost delivers in the NR area on weekdays only, Monday to Friday.", PARCELS, False),
    w.faith("en-t55-037", "value.unit", "How big a parcel fits in the lockers?", "The Castle Quarter lockers take parcels up to 60 inches long.", LOCKERS, False),
    w.faith("en-t55-038", "role.swap", "Who opened Fixit Corner?", "Anika Mehta opened the shop in 2009, and her father Raj took over as manager in 2021.", FIXIT, False),
    w.faith("en-t55-039", "added.fact", "How much is a new phone screen?", "Most phone screens are replaced for £69 in about an hour, and a free protective case is included.", FIXIT, False),
    w.faith("en-t55-040", "antonym", "When can I bring my bike to Pedal Works?", "The workshop is open on Sundays and Mondays.", BIKES, False),
    w.faith("en-t55-041", "added.entity", "Are bigger vehicles charged more at Sparkle?", "Manager Kevin Doyle says motorhomes are charged £2 extra.", CAR_WASH, False),
    w.faith("en-t55-042", "negation", "What can the Repair Café fix?", "The volunteers fix clothes and bikes, but they don't take electrical items.", REPAIR_CAFE, False),
    w.faith("en-t55-043", "role.swap", "Who leads the textile table?", "Maggie Shaw leads the textile table, and Pete Collins books in the electrical repairs.", REPAIR_CAFE, False),
    w.faith("en-t55-044", "added.fact", "How much is a full bike service?", "A full service at Pedal Works costs £95 and includes new brake pads.", BIKES, False),
]

CORRECTNESS = [
    w.correct("en-t55-045", "correct.wordy", "On which day is the Mile Cross Recycling Centre closed?", "If you're planning a trip to the tip, avoid Thursdays — that's the only day Mile Cross doesn't open.", "Thursdays.", True),
    w.correct("en-t55-046", "correct.format", "How much is a full valet at Sparkle Hand Car Wash?", "Forty-five pounds.", "£45", True),
    w.correct("en-t55-047", "correct.short", "Who manages Fixit Corner?", "Anika Mehta.", "Fixit Corner has been managed by Anika Mehta, the founder's daughter, since 2021.", True),
    w.correct("en-t55-048", "correct.format", "How long does the Swiftpost depot hold a missed parcel?", "Two weeks.", "14 days", True),
    w.correct("en-t55-049", "wrong.value", "What is the junior membership fee at Eaton Park Tennis Club?", "Juniors pay £85 a year.", "£60 a year", False),
    w.correct("en-t55-050", "wrong.role", "Who is the head coach at Eaton Park Tennis Club?", "The head coach is Tom Pike.", "Lucy Harding", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
