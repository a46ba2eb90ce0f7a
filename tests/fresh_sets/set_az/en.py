"""English cases of set AZ: a public swimming lake (Fennick Lake), a members' photography
darkroom (Halden Street), a repair café (Brookfield), a bicycle courier firm (Swiftspoke) and a
planetarium (Orion Hall)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LAKE = (
    "The bathing area at Fennick Lake is open daily from 9 a.m. to 7 p.m. between 1 June and 15 September. "
    "Lifeguards are on duty only until 6 p.m. "
    "An adult day ticket costs €4.50, and children under 12 swim for free. "
    "Dogs are not allowed on the sandy beach, but they may use the meadow on the eastern shore."
)
DARKROOM = (
    "The Halden Street darkroom has six enlarger stations that members book in three-hour slots. "
    "A slot costs £12, and chemicals are included in the price. "
    "Before their first booking, members must complete a 45-minute safety induction run by the technician, Priya Nandakumar. "
    "The darkroom is open every day except Sunday."
)
REPAIR = (
    "The Brookfield Repair Café meets on the second Saturday of each month in the parish hall on Orchard Lane, from 10:00 to 13:30. "
    "Volunteer fixers mend lamps, toasters, bicycles and clothing, but they do not repair mobile phones. "
    "Each visitor may bring up to two items. "
    "Repairs are free, donations go towards spare parts, and since 2019 the volunteers have fixed 3,215 items."
)
COURIER = (
    "Swiftspoke Couriers employs 38 riders who deliver across the city centre on cargo bikes. "
    "Same-day deliveries booked before 11:30 a.m. cost $9 in zone A and $14 in zone B. "
    "Parcels heavier than 20 kilograms are carried by the firm's electric van instead. "
    "Last year the firm's revenue was $2,600,000, up from $2,100,000 the year before."
)
PLANET = (
    "The Orion Hall planetarium seats 140 visitors under a 17-metre dome. "
    "Shows begin at 11:00, 14:00 and 16:30 from Tuesday to Sunday. "
    "Tickets cost $8 for adults and $5 for students, and a quarter of all seats are kept for school groups. "
    "Latecomers are not admitted once a show has begun."
)

LAKE_HOURS_DOC = "The bathing area at Fennick Lake is open daily from 9 a.m. to 7 p.m. between 1 June and 15 September. Lifeguards are on duty only until 6 p.m."
LAKE_DOGS_DOC = "Dogs are not allowed on the sandy beach at Fennick Lake, but they may use the meadow on the eastern shore."
COURIER_FLEET_DOC = "Swiftspoke Couriers employs 38 riders who deliver across the city centre on cargo bikes."
COURIER_VAN_DOC = "At Swiftspoke Couriers, parcels heavier than 20 kilograms are carried by the firm's electric van instead."
PLANET_SHOWS_DOC = "Orion Hall planetarium shows begin at 11:00, 14:00 and 16:30 from Tuesday to Sunday. Latecomers are not admitted once a show has begun."
PLANET_TICKETS_DOC = "Tickets for the Orion Hall planetarium cost $8 for adults and $5 for students."
REPAIR_SCOPE_DOC = "At the Brookfield Repair Café, volunteer fixers mend lamps, toasters, bicycles and clothing, but they do not repair mobile phones."
REPAIR_DATES_DOC = "The Brookfield Repair Café meets on the second Saturday of each month in the parish hall on Orchard Lane, from 10:00 to 13:30."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-az-001", "para.reorder", "When is the bathing area at Fennick Lake open?", "Between 1 June and 15 September, the Fennick Lake bathing area opens every day from 9 a.m. to 7 p.m.", LAKE, True),
    w.faith("en-az-002", "para.passive", "What happens to parcels heavier than 20 kilograms at Swiftspoke?", "Swiftspoke's electric van carries parcels heavier than 20 kilograms instead.", COURIER, True),
    w.faith("en-az-003", "para.passive", "Who runs the darkroom safety induction?", "Priya Nandakumar, the technician, runs the 45-minute safety induction.", DARKROOM, True),
    w.faith("en-az-004", "para.synonym", "Do I have to pay for a repair at the Brookfield Repair Café?", "No, repairs cost nothing, and donations are used for spare parts.", REPAIR, True),
    w.faith("en-az-005", "para.synonym", "Can I still get into a planetarium show if I arrive late?", "No, late arrivals are not let in after a show has started.", PLANET, True),
    w.faith("en-az-006", "para.synonym", "Where can dogs go at Fennick Lake?", "Dogs are kept off the sandy beach, but they are allowed on the meadow on the eastern shore.", LAKE, True),
    w.faith("en-az-007", "para.nominal", "What do members need to do before their first darkroom booking?", "Completion of a 45-minute safety induction is required before a member's first booking.", DARKROOM, True),
    w.faith("en-az-008", "para.capital", "Where does the Brookfield Repair Café meet?", "IN THE PARISH HALL ON ORCHARD LANE.", REPAIR, True),
    w.faith("en-az-009", "para.pronoun", "What do the volunteer fixers at the repair café mend?", "They mend lamps, toasters, bicycles and clothing, but they don't repair mobile phones.", REPAIR, True),
    w.faith("en-az-010", "para.relative", "How many riders does Swiftspoke Couriers have?", "Swiftspoke Couriers, which employs 38 riders, delivers across the city centre on cargo bikes.", COURIER, True),
    w.faith("en-az-011", "para.part", "How much is an adult day ticket at Fennick Lake?", "An adult day ticket costs €4.50.", LAKE, True),
    w.faith("en-az-012", "para.combine", "When do the Orion Hall shows begin, and can latecomers get in?", "Shows begin at 11:00, 14:00 and 16:30 from Tuesday to Sunday, and latecomers are not admitted once a show has begun.", PLANET, True),
    w.faith("en-az-013", "fmt.number", "How many enlarger stations does the Halden Street darkroom have?", "It has 6 enlarger stations.", DARKROOM, True),
    w.faith("en-az-014", "fmt.number", "How many visitors does the Orion Hall planetarium seat?", "It seats one hundred and forty visitors.", PLANET, True),
    w.faith("en-az-015", "fmt.thousands", "How many items have the repair café volunteers fixed since 2019?", "They have fixed 3215 items since 2019.", REPAIR, True),
    w.faith("en-az-016", "fmt.scale", "What was Swiftspoke's revenue last year?", "Last year Swiftspoke's revenue was $2.6 million.", COURIER, True),
    w.faith("en-az-017", "fmt.scale", "What was Swiftspoke's revenue the year before last?", "It was $2.1 million.", COURIER, True),
    w.faith("en-az-018", "fmt.date", "Until what date is the Fennick Lake bathing area open?", "It stays open until September 15.", LAKE, True),
    w.faith("en-az-019", "fmt.time", "Until what time are lifeguards on duty at Fennick Lake?", "Lifeguards are on duty only until 18:00.", LAKE, True),
    w.faith("en-az-020", "fmt.time", "What times do the planetarium shows start?", "Shows start at 11 a.m., 2 p.m. and 4:30 p.m., Tuesday to Sunday.", PLANET, True),
    w.faith("en-az-021", "fmt.unit", "Which parcels go in Swiftspoke's electric van?", "Parcels over 20 kg go in the electric van.", COURIER, True),
    w.faith("en-az-022", "fmt.unit", "How big is the planetarium dome?", "It's a 17 m dome.", PLANET, True),
    w.faith("en-az-023", "fmt.abbrev", "On which days are there planetarium shows?", "Shows run Tue–Sun at 11:00, 14:00 and 16:30.", PLANET, True),
    w.faith("en-az-024", "fmt.currency", "What does an adult pay for a day at Fennick Lake?", "An adult day ticket costs 4.50 euros.", LAKE, True),
    w.faith("en-az-025", "fmt.currency", "How much does a darkroom slot cost?", "A three-hour slot costs 12 pounds, chemicals included.", DARKROOM, True),
    w.faith("en-az-026", "fmt.range", "What are the repair café's hours?", "It runs 10:00–13:30 on the second Saturday of each month.", REPAIR, True),
    w.faith("en-az-027", "fmt.period", "How long is a darkroom booking slot?", "Members book the enlarger stations in 180-minute slots.", DARKROOM, True),
    w.faith("en-az-028", "fmt.period", "How long does the darkroom safety induction take?", "The safety induction takes three quarters of an hour.", DARKROOM, True),
    w.faith("en-az-029", "fmt.share", "How many planetarium seats are kept for school groups?", "25% of all seats are kept for school groups.", PLANET, True),
    w.faith("en-az-030", "para.except", "Which day is the darkroom closed?", "It is closed only on Sundays.", DARKROOM, True),
    w.faith("en-az-031", "wrap.opener", "How much do repairs cost at the repair café?", "Good question! Repairs at the Brookfield Repair Café are free, and donations go towards spare parts.", REPAIR, True),
    w.faith("en-az-032", "wrap.closer", "How much is a same-day delivery in zone B?", "A same-day delivery in zone B costs $14 if you book before 11:30 a.m. Let me know if you need anything else!", COURIER, True),
    w.faith("en-az-033", "wrap.attribution", "Are chemicals included in the darkroom slot price?", "According to the darkroom's information, yes: chemicals are included in the £12 slot price.", DARKROOM, True),
    w.faith("en-az-034", "wrap.hedge", "Do children have to pay at Fennick Lake?", "As far as I can tell from the notice, children under 12 swim for free.", LAKE, True),
    w.faith("en-az-035", "wrap.question", "How much are planetarium tickets?", "How much are the tickets? Adults pay $8 and students pay $5.", PLANET, True),
    w.faith("en-az-036", "value.number", "How many enlarger stations does the darkroom have?", "The Halden Street darkroom has eight enlarger stations.", DARKROOM, False),
    w.faith("en-az-037", "value.number", "How many riders does Swiftspoke employ?", "Swiftspoke Couriers employs 83 riders.", COURIER, False),
    w.faith("en-az-038", "value.date", "Until when is the Fennick Lake bathing area open?", "The bathing area stays open until 30 September.", LAKE, False),
    w.faith("en-az-039", "value.time", "Until what time are lifeguards on duty?", "Lifeguards are on duty until 7 p.m.", LAKE, False),
    w.faith("en-az-040", "value.unit", "How big is the planetarium dome?", "The planetarium has a 17-foot dome.", PLANET, False),
    w.faith("en-az-041", "value.currency", "How much does a darkroom slot cost?", "A three-hour slot costs $12, chemicals included.", DARKROOM, False),
    w.faith("en-az-042", "role.swap", "How much are planetarium tickets?", "Students pay $8 and adults pay $5.", PLANET, False),
    w.faith("en-az-043", "negation", "Are chemicals included in the darkroom slot price?", "No, chemicals are not included in the £12 price.", DARKROOM, False),
    w.faith("en-az-044", "negation", "Will the repair café fix my mobile phone?", "Yes, the volunteers repair mobile phones as well as lamps and toasters.", REPAIR, False),
    w.faith("en-az-045", "antonym", "Which parcels are carried by Swiftspoke's electric van?", "Parcels lighter than 20 kilograms are carried by the electric van.", COURIER, False),
    w.faith("en-az-046", "modality", "Is the darkroom safety induction required?", "Members may take the 45-minute safety induction if they wish, but it is optional.", DARKROOM, False),
    w.faith("en-az-047", "quantifier", "Are any planetarium seats kept for school groups?", "Yes, all of the seats are kept for school groups.", PLANET, False),
    w.faith("en-az-048", "quantifier", "How many items can I bring to the repair café?", "Each visitor may bring as many items as they like.", REPAIR, False),
    w.faith("en-az-049", "direction", "How did Swiftspoke's revenue change last year?", "Revenue fell last year, dropping from $2,600,000 to $2,100,000.", COURIER, False),
    w.faith("en-az-050", "added.fact", "How much is an adult planetarium ticket?", "An adult ticket costs $8, and every visitor gets a free star map at the door.", PLANET, False),
    w.faith("en-az-051", "added.entity", "Who runs the darkroom safety induction?", "The safety induction is run by the technician Priya Nandakumar together with her assistant, Tom Reilly.", DARKROOM, False),
    w.faith("en-az-052", "value.except", "Which day is the darkroom closed?", "The darkroom is open every day except Monday.", DARKROOM, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-az-053", "refusal.plain", "Are there changing rooms at Fennick Lake?", "I'm sorry, but the information doesn't say whether Fennick Lake has changing rooms.", LAKE, True),
    w.refusal("en-az-054", "refusal.context", "Can the Halden Street darkroom process colour film?", "The darkroom details provided don't mention colour film, so I can't answer that from the context.", DARKROOM, True),
    w.refusal("en-az-055", "refusal.hedged", "Can I bring my dog to Fennick Lake?", "I'm not entirely sure, but it looks like dogs aren't allowed on the sandy beach, though they can use the meadow on the eastern shore.", LAKE, False),
    w.refusal("en-az-056", "refusal.partial", "How much are same-day deliveries in zone A and zone C?", "The context doesn't give a price for zone C, but a same-day delivery in zone A costs $9 if booked before 11:30 a.m.", COURIER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-az-057", "correct.wordy", "When does the Brookfield Repair Café meet?", "The repair café gets together on the second Saturday of every month, and it runs from ten in the morning until half past one in the afternoon.", "On the second Saturday of each month, from 10:00 to 13:30.", True),
    w.correct("en-az-058", "correct.wordy", "How many riders does Swiftspoke Couriers employ?", "Swiftspoke currently has a team of 38 riders, and all of them cover the city centre on cargo bikes.", "Swiftspoke Couriers employs 38 riders.", True),
    w.correct("en-az-059", "correct.short", "What does an adult day ticket at Fennick Lake cost?", "€4.50.", "An adult day ticket at Fennick Lake costs €4.50.", True),
    w.correct("en-az-060", "correct.format", "How long is the darkroom safety induction?", "Three quarters of an hour.", "The safety induction lasts 45 minutes.", True),
    w.correct("en-az-061", "wrong.value", "How many items may each visitor bring to the repair café?", "Each visitor may bring up to five items.", "Each visitor may bring up to two items.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-az-062", "relevant.direct", "When do planetarium shows start?", "At 11:00, 14:00 and 16:30, Tuesday through Sunday.", PLANET, True),
    w.relevant("en-az-063", "relevant.direct", "Where does the repair café take place?", "In the parish hall on Orchard Lane.", REPAIR, True),
    w.relevant("en-az-064", "relevant.direct", "What's the price of a darkroom slot?", "£12 for three hours, chemicals included.", DARKROOM, True),
    w.relevant("en-az-065", "relevant.direct", "How do I get started with booking the darkroom for the first time?", "First complete the 45-minute safety induction with Priya Nandakumar.", DARKROOM, True),
    w.relevant("en-az-066", "relevant.yesno", "Can dogs go on the sandy beach at Fennick Lake?", "No, they're only allowed on the meadow by the eastern shore.", LAKE, True),
    w.relevant("en-az-067", "offtopic.true", "How much does a zone B delivery cost?", "Swiftspoke Couriers employs 38 riders who deliver across the city centre on cargo bikes.", COURIER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-az-068", "diag.pass", "Until what time are lifeguards on duty at Fennick Lake?", "Lifeguards are on duty until 6 p.m.", {"lake-hours": LAKE_HOURS_DOC, "lake-dogs": LAKE_DOGS_DOC}, ("lake-hours",), "pass"),
    w.diag("en-az-069", "diag.missed", "How much does a same-day delivery in zone A cost at Swiftspoke?", "The documents I have don't mention the price of a zone A delivery.", {"courier-fleet": COURIER_FLEET_DOC, "courier-van": COURIER_VAN_DOC}, ("courier-prices",), "fix_retrieval"),
    w.diag("en-az-070", "diag.correct_refusal", "Does the Orion Hall planetarium have a café?", "The information doesn't say whether the planetarium has a café.", {"planet-shows": PLANET_SHOWS_DOC, "planet-tickets": PLANET_TICKETS_DOC}, (), "correct_refusal"),
    w.diag("en-az-071", "diag.unfaithful", "Which items won't the Brookfield Repair Café fix?", "The volunteers won't repair bicycles.", {"repair-scope": REPAIR_SCOPE_DOC, "repair-dates": REPAIR_DATES_DOC}, ("repair-scope",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
