"""English cases of set AR: a planetarium, a fishing licence office, a repair café, a mountain
hut, a dance school, a flea market, a football academy and a wedding barn."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PLANETARIUM = (
    "The Halvorsen Planetarium shows “Rings of Saturn” every day except Monday, at 11:00, 14:30 and 19:00. "
    "Each show lasts 45 minutes, and the dome seats 120 people. "
    "Tickets cost £9 for adults and £5 for children under 12; latecomers are not admitted once the lights go down. "
    "Since opening in 1998, the planetarium has welcomed 1,200,000 visitors."
)
FISHING = (
    "The Lower Wenn fishing licence office at 4 Quay Street is open Monday to Friday, 8:30 to 16:00. "
    "A day licence costs £12 and a season licence costs £85; anglers under 16 fish free but must carry a junior permit. "
    "Licences can also be bought online, and the season runs from 1 April to 30 September."
)
REPAIR = (
    "The Brickfield Repair Café meets on the first Saturday of every month in St Anne's church hall, from 10:00 to 13:00. "
    "Volunteers fix lamps, toasters, bicycles and clothing; they do not repair mobile phones or microwaves. "
    "Repairs are free, though visitors are asked to donate what they can, and last year the café saved 2,340 kilograms of items from landfill."
)
HUT = (
    "The Corrie Dubh mountain hut sits at 1,150 metres and has 24 bunks in three dormitories. "
    "It is staffed from 15 June to 15 September, and bookings must be made at least two days in advance. "
    "Dinner is served at 19:00 and costs €18; guests must bring their own sleeping-bag liner."
)
DANCE = (
    "Marlow Street Dance School offers salsa on Wednesdays and tango on Thursdays, both from 19:30 to 21:00. "
    "A ten-class card costs £70, while a single class is £8. "
    "Beginners do not need a partner, and about half of the students join without one. "
    "The teacher, Inés Carbó, has taught tango in Marlow since 2011."
)
FLEA = (
    "The Holloway Lane flea market takes place every other Sunday between 7:00 and 14:00 in the school car park. "
    "Stall pitches measure 3 by 3 metres and cost £15, and sellers must arrive by 6:30 to set up. "
    "Food sellers need a hygiene certificate, and about 60 stalls are booked on a typical market day."
)
FOOTBALL = (
    "Ridgeway Football Academy trains under-10s on Tuesdays and under-14s on Fridays, each session lasting 90 minutes. "
    "The monthly fee is £40, and siblings get a 25% discount. "
    "Head coach Daniel Osei founded the academy in 2015 with his former teammate Marco Reyes."
)
WEDDING = (
    "Thornbury Barn hosts weddings for up to 150 guests between April and October. "
    "Hire of the barn costs £4,800 for a Saturday and £3,200 for any other day. "
    "Couples may bring their own caterer, but music must stop at 23:30, and a deposit of 20% secures the date."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ar-001", "para.reorder", "When can I see “Rings of Saturn”?", "At 11:00, 14:30 and 19:00, every day except Monday, the Halvorsen Planetarium shows “Rings of Saturn”.", PLANETARIUM, True),
    w.faith("en-ar-002", "para.passive", "What does the repair café fix?", "Lamps, toasters, bicycles and clothing are fixed by the volunteers at the Brickfield Repair Café.", REPAIR, True),
    w.faith("en-ar-003", "para.synonym", "Do I need a partner for a beginners' class at Marlow Street?", "No, newcomers can come along without a partner.", DANCE, True),
    w.faith("en-ar-004", "para.nominal", "What happens if I arrive late to the show?", "Admission of latecomers is not permitted once the lights go down.", PLANETARIUM, True),
    w.faith("en-ar-005", "para.capital", "How high is the Corrie Dubh hut and how many bunks does it have?", "the corrie dubh mountain hut sits at 1,150 metres and has 24 bunks.", HUT, True),
    w.faith("en-ar-006", "para.pronoun", "Who teaches at Marlow Street Dance School?", "Inés Carbó is the teacher; she has taught tango in Marlow since 2011.", DANCE, True),
    w.faith("en-ar-007", "para.relative", "Who is the head coach at Ridgeway?", "Daniel Osei, who founded Ridgeway Football Academy in 2015 with Marco Reyes, is its head coach.", FOOTBALL, True),
    w.faith("en-ar-008", "para.part", "What kinds of things can the repair café fix?", "The volunteers repair toasters and bicycles, for example.", REPAIR, True),
    w.faith("en-ar-009", "para.combine", "Tell me about hiring Thornbury Barn for a wedding.", "Thornbury Barn, which takes up to 150 guests between April and October, costs £4,800 to hire on a Saturday.", WEDDING, True),
    w.faith("en-ar-010", "fmt.number", "How is the hut laid out?", "It has twenty-four bunks spread over three dormitories.", HUT, True),
    w.faith("en-ar-011", "fmt.thousands", "How much did the repair café keep out of landfill last year?", "Last year it saved 2340 kilograms of items from landfill.", REPAIR, True),
    w.faith("en-ar-012", "fmt.scale", "How many people have visited the planetarium?", "It has welcomed 1.2 million visitors since opening in 1998.", PLANETARIUM, True),
    w.faith("en-ar-013", "fmt.date", "When is the fishing season?", "The season runs from April 1st to September 30th.", FISHING, True),
    w.faith("en-ar-014", "fmt.time", "When are the salsa classes?", "Salsa is on Wednesdays from 7:30 pm to 9 pm.", DANCE, True),
    w.faith("en-ar-015", "fmt.unit", "How long is a training session at Ridgeway?", "Each session lasts an hour and a half.", FOOTBALL, True),
    w.faith("en-ar-016", "fmt.abbrev", "When is the licence office open?", "Mon–Fri, 8:30 to 16:00.", FISHING, True),
    w.faith("en-ar-017", "fmt.currency", "How much is a pitch at the flea market?", "A pitch costs fifteen pounds.", FLEA, True),
    w.faith("en-ar-018", "fmt.range", "When is the Corrie Dubh hut staffed?", "It is staffed 15 June–15 September.", HUT, True),
    w.faith("en-ar-019", "fmt.period", "How often is the Holloway Lane flea market held?", "It is held fortnightly, on Sundays.", FLEA, True),
    w.faith("en-ar-020", "fmt.share", "How many students come to the dance school without a partner?", "Roughly 50% of the students join without a partner.", DANCE, True),
    w.faith("en-ar-021", "para.except", "Which days is “Rings of Saturn” on?", "It is shown from Tuesday to Sunday.", PLANETARIUM, True),
    w.faith("en-ar-022", "wrap.opener", "When is dinner at the hut, and what does it cost?", "Great question! Dinner at the hut is served at 19:00 and costs €18.", HUT, True),
    w.faith("en-ar-023", "wrap.closer", "Is there a discount for siblings at the academy?", "Yes, siblings get 25% off the £40 monthly fee. Hope that helps!", FOOTBALL, True),
    w.faith("en-ar-024", "wrap.attribution", "Do I have to pay for a repair?", "According to the café's information, repairs are free, but visitors are asked to donate what they can.", REPAIR, True),
    w.faith("en-ar-025", "wrap.hedge", "What does a season licence cost?", "I believe a season licence costs £85.", FISHING, True),
    w.faith("en-ar-026", "wrap.question", "How late can the music go on at Thornbury Barn?", "The music must stop at 23:30. Would you like to know about the deposit as well?", WEDDING, True),
    w.faith("en-ar-027", "para.synonym", "Can we use our own caterer at Thornbury Barn?", "Yes, couples are allowed to bring in their own catering firm.", WEDDING, True),
    w.faith("en-ar-028", "para.reorder", "How much are planetarium tickets?", "For children under 12 a ticket is £5, and for adults it is £9.", PLANETARIUM, True),
    w.faith("en-ar-029", "fmt.time", "What time is dinner served at the hut?", "Dinner is at 7 pm.", HUT, True),
    w.faith("en-ar-030", "fmt.currency", "What does it cost to hire the barn on a Friday?", "Hiring the barn on a Friday costs GBP 3,200.", WEDDING, True),
    w.faith("en-ar-031", "fmt.number", "How many people fit in the dome?", "The dome seats a hundred and twenty people.", PLANETARIUM, True),
    w.faith("en-ar-032", "para.passive", "Who founded Ridgeway Football Academy?", "The academy was founded in 2015 by Daniel Osei and Marco Reyes.", FOOTBALL, True),
    w.faith("en-ar-033", "para.pronoun", "What do guests need to bring to the hut?", "They must bring their own sleeping-bag liner.", HUT, True),
    w.faith("en-ar-034", "fmt.share", "How big is the deposit at Thornbury Barn?", "A deposit of one fifth of the price secures the date.", WEDDING, True),
    # one clear error each
    w.faith("en-ar-035", "value.number", "How many bunks does the hut have?", "The hut has 42 bunks in three dormitories.", HUT, False),
    w.faith("en-ar-036", "value.date", "When does the fishing season end?", "The season runs from 1 April to 31 October.", FISHING, False),
    w.faith("en-ar-037", "value.time", "When do flea market sellers have to arrive?", "Sellers must arrive by 7:30 to set up.", FLEA, False),
    w.faith("en-ar-038", "value.unit", "How big is a pitch at the flea market?", "Each pitch measures 3 by 3 feet.", FLEA, False),
    w.faith("en-ar-039", "value.currency", "How much is a ten-class card at Marlow Street?", "A ten-class card costs £80.", DANCE, False),
    w.faith("en-ar-040", "role.swap", "Who founded Ridgeway Football Academy?", "Head coach Marco Reyes founded the academy in 2015 with his former teammate Daniel Osei.", FOOTBALL, False),
    w.faith("en-ar-041", "negation", "Can latecomers get into the show?", "Latecomers are admitted even after the lights go down.", PLANETARIUM, False),
    w.faith("en-ar-042", "antonym", "What is the rule about music at Thornbury Barn?", "The music must start at 23:30.", WEDDING, False),
    w.faith("en-ar-043", "modality", "Can couples use their own caterer?", "Couples must bring their own caterer.", WEDDING, False),
    w.faith("en-ar-044", "quantifier", "Who needs a hygiene certificate at the flea market?", "All sellers need a hygiene certificate.", FLEA, False),
    w.faith("en-ar-045", "value.except", "Which days is the planetarium show on?", "The show runs every day except Tuesday.", PLANETARIUM, False),
    w.faith("en-ar-046", "direction", "Do siblings pay a different fee at the academy?", "Siblings pay 25% more than the £40 monthly fee.", FOOTBALL, False),
    w.faith("en-ar-047", "added.fact", "How much is dinner at the hut?", "Dinner costs €18, and breakfast the next morning is included.", HUT, False),
    w.faith("en-ar-048", "added.entity", "What can I bring to the repair café?", "Volunteers fix lamps, toasters, bicycles, clothing and laptops.", REPAIR, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ar-049", "refusal.plain", "Does the planetarium have a café?", "I don't know; the information I have doesn't say.", PLANETARIUM, True),
    w.refusal("en-ar-050", "refusal.context", "Is there parking at the fishing licence office?", "The context gives the office's address and opening hours but says nothing about parking, so I can't answer that.", FISHING, True),
    w.refusal("en-ar-051", "refusal.partial", "How much are planetarium tickets, and is there a family ticket?", "Adult tickets are £9 and children under 12 pay £5; the information doesn't mention a family ticket.", PLANETARIUM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ar-052", "correct.wordy", "What time is dinner at the Corrie Dubh hut?", "Dinner at the Corrie Dubh mountain hut is served at 19:00, and it costs €18 per person.", "19:00.", True),
    w.correct("en-ar-053", "correct.wordy", "Who is the head coach of Ridgeway Football Academy?", "The academy's head coach is Daniel Osei, who also founded it back in 2015 together with Marco Reyes.", "Daniel Osei.", True),
    w.correct("en-ar-054", "correct.format", "How much is a season fishing licence?", "85 pounds.", "£85.", True),
    w.correct("en-ar-055", "wrong.value", "How many guests can Thornbury Barn hold?", "It can hold up to 115 guests.", "Up to 150 guests.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ar-056", "relevant.direct", "When is the repair café on?", "First Saturday of every month, 10:00 to 13:00.", REPAIR, True),
    w.relevant("en-ar-057", "relevant.direct", "Where do I go to get a fishing licence in person?", "4 Quay Street, in Lower Wenn.", FISHING, True),
    w.relevant("en-ar-058", "relevant.direct", "What's the price of a single dance class?", "It's £8 per session at Marlow Street.", DANCE, True),
    w.relevant("en-ar-059", "relevant.yesno", "Do I need a partner for tango?", "No, you can come on your own.", DANCE, True),
    w.relevant("en-ar-060", "offtopic.true", "How much does a flea market pitch cost?", "About 60 stalls are booked on a typical market day.", FLEA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ar-061", "diag.pass", "What time does the last planetarium show start?", "The last show starts at 19:00.", {"planetarium-shows": PLANETARIUM, "flea-market": FLEA}, ("planetarium-shows",), "pass"),
    w.diag("en-ar-062", "diag.missed", "When does the fishing licence office close?", "I'm sorry, I couldn't find the fishing licence office's opening hours in the documents.", {"repair-cafe": REPAIR, "mountain-hut": HUT}, ("fishing-office",), "fix_retrieval"),
    w.diag("en-ar-063", "diag.correct_refusal", "Does Thornbury Barn allow fireworks?", "The documents don't say whether fireworks are allowed at Thornbury Barn.", {"wedding-barn": WEDDING, "dance-school": DANCE}, (), "correct_refusal"),
    w.diag("en-ar-064", "diag.unfaithful", "How much is the monthly fee at Ridgeway Football Academy?", "The monthly fee at Ridgeway is £60.", {"football-academy": FOOTBALL, "wedding-barn": WEDDING}, ("football-academy",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
