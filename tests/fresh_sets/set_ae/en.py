"""English cases of set AE: a farm shop, a river cruise, a co-op's membership, a music festival,
a bicycle sharing scheme, a vet's vaccination plan, a language exchange meetup and a spa hotel."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FARM = "Hollybrook Farm Shop is open from 8:30 am to 5:30 pm Tuesday to Sunday and is closed on Mondays. Free-range eggs cost £3.20 per dozen, and the shop sells around 1,500 eggs a week. Customers who bring their own egg boxes get 20p off each dozen."
CRUISE = "The Danube Pearl cruise departs from Passau on 14 May and ends in Budapest seven days later. The ship carries 180 passengers and 45 crew members. Shore excursions in Vienna and Bratislava are included in the fare, but the wine tasting in Dürnstein costs an extra €35 per person."
COOP = "Membership of the Greenway Co-op costs a one-off fee of $25 and gives a 5% discount on all groceries except alcohol. Members can vote at the annual general meeting, which is held every March. Memberships can be cancelled at any time with a full refund of the fee."
FESTIVAL = "The Lakeshore Sounds festival runs from Friday 9 August to Sunday 11 August, and last year it welcomed 85,000 visitors. Weekend tickets cost £145 and day tickets cost £60. Camping is allowed only for weekend ticket holders, and the campsite opens at noon on Thursday. Glass bottles are banned from the arena."
BIKE = "The CityCycle scheme has 2,400 bikes at 310 docking stations across Leeds, and no docking station is more than 500 metres from the next one. An annual membership costs £90 and includes the first 30 minutes of every ride for free; after that, each extra half hour costs £1.50. Electric bikes can be hired by members only."
VET = "At Meadowside Vets, puppies receive their first vaccination at 8 weeks old and a second one at 10 weeks. After the second injection, owners must wait one week before walking the puppy in public places. A yearly booster costs £48, and the practice sends a reminder text two weeks before it is due."
LANG_EX = "The Thursday language exchange meets at the Corner Café on Elm Street from 7 pm to 9 pm. Each evening is split into two halves: the first hour is spent speaking Spanish and the second hour English. The meetup is free, but participants are asked to buy at least one drink. About 40 people attend each week."
SPA = "The Willowmere Spa Hotel's thermal pool is open from 7 am to 10 pm every day. Hotel guests use the pool for free, while day visitors pay £28 for a four-hour pass. Children under 12 are not allowed in the sauna area. Massage treatments must be booked at least 24 hours in advance."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ae-001", "para.reorder", "When is the farm shop closed?", "On Mondays, Hollybrook Farm Shop is closed.", FARM, True),
    w.faith("en-ae-002", "para.passive", "Which excursions are included in the cruise fare?", "The fare includes shore excursions in Vienna and Bratislava.", CRUISE, True),
    w.faith("en-ae-003", "para.synonym", "Can I get my co-op fee back if I leave?", "Yes, you can end your membership whenever you like and get all of the fee back.", COOP, True),
    w.faith("en-ae-004", "para.nominal", "How far ahead do I need to book a massage?", "Advance booking of at least 24 hours is required for massage treatments.", SPA, True),
    w.faith("en-ae-005", "para.capital", "Can I bring glass bottles into the festival arena?", "No, glass bottles are banned from the arena at LAKESHORE SOUNDS.", FESTIVAL, True),
    w.faith("en-ae-006", "para.pronoun", "Who can hire the electric bikes?", "Only members can hire them.", BIKE, True),
    w.faith("en-ae-007", "para.relative", "When does the language exchange take place?", "The language exchange, which meets at the Corner Café on Elm Street, runs from 7 pm to 9 pm on Thursdays.", LANG_EX, True),
    w.faith("en-ae-008", "para.part", "How many passengers does the Danube Pearl carry?", "It carries 180 passengers.", CRUISE, True),
    w.faith("en-ae-009", "para.combine", "What does the thermal pool cost?", "Hotel guests can use the thermal pool for free, whereas a four-hour pass for day visitors costs £28.", SPA, True),
    w.faith("en-ae-010", "fmt.number", "How long is the cruise?", "The cruise ends in Budapest 7 days after leaving Passau.", CRUISE, True),
    w.faith("en-ae-011", "fmt.thousands", "How many bikes does CityCycle have?", "CityCycle has 2400 bikes across Leeds.", BIKE, True),
    w.faith("en-ae-012", "fmt.scale", "How many people came to the festival last year?", "Last year Lakeshore Sounds welcomed 85 thousand visitors.", FESTIVAL, True),
    w.faith("en-ae-013", "fmt.date", "When does the cruise leave Passau?", "The Danube Pearl leaves Passau on May 14th.", CRUISE, True),
    w.faith("en-ae-014", "fmt.time", "What are the thermal pool's opening hours?", "The thermal pool opens at 07:00 and closes at 22:00 every day.", SPA, True),
    w.faith("en-ae-015", "fmt.unit", "How far apart are the docking stations?", "No docking station is more than 0.5 km from the next one.", BIKE, True),
    w.faith("en-ae-016", "fmt.abbrev", "Which days is the farm shop open?", "Hollybrook Farm Shop is open Tue to Sun and closed on Mon.", FARM, True),
    w.faith("en-ae-017", "fmt.currency", "How much is a weekend ticket?", "A weekend ticket costs 145 pounds.", FESTIVAL, True),
    w.faith("en-ae-018", "fmt.range", "What time is the language exchange?", "It runs 7–9 pm every Thursday.", LANG_EX, True),
    w.faith("en-ae-019", "fmt.period", "When can I start walking my puppy in public?", "Owners must wait seven days after the second injection before walking the puppy in public places.", VET, True),
    w.faith("en-ae-020", "fmt.share", "How much of the evening is in Spanish?", "Half of each evening is spent speaking Spanish.", LANG_EX, True),
    w.faith("en-ae-021", "para.except", "What does the member discount cover?", "Members get 5% off every grocery item apart from alcohol.", COOP, True),
    w.faith("en-ae-022", "wrap.opener", "How much are free-range eggs?", "Good question! Free-range eggs cost £3.20 per dozen.", FARM, True),
    w.faith("en-ae-023", "wrap.closer", "Can my 9-year-old use the sauna?", "Children under 12 are not allowed in the sauna area. I hope this helps!", SPA, True),
    w.faith("en-ae-024", "wrap.attribution", "How much is a CityCycle annual membership?", "According to the CityCycle information, an annual membership costs £90.", BIKE, True),
    w.faith("en-ae-025", "wrap.hedge", "How much is the yearly booster?", "As far as I can tell, a yearly booster costs £48.", VET, True),
    w.faith("en-ae-026", "wrap.question", "When does the campsite open?", "When does the campsite open? At noon on Thursday.", FESTIVAL, True),
    w.faith("en-ae-027", "para.synonym", "Is there a discount for bringing egg boxes?", "Shoppers who bring their own egg cartons save 20p on every dozen.", FARM, True),
    w.faith("en-ae-028", "para.reorder", "How much is the wine tasting?", "For the wine tasting in Dürnstein, each person pays an extra €35.", CRUISE, True),
    w.faith("en-ae-029", "fmt.currency", "Is the wine tasting extra?", "Yes, the Dürnstein wine tasting costs 35 euros extra per person.", CRUISE, True),
    w.faith("en-ae-030", "fmt.time", "What time does the campsite open?", "The campsite opens at 12:00 on Thursday.", FESTIVAL, True),
    w.faith("en-ae-031", "para.pronoun", "When is the co-op's annual general meeting?", "It is held every March.", COOP, True),
    w.faith("en-ae-032", "fmt.abbrev", "Can members vote?", "Yes, members can vote at the AGM, which is held every March.", COOP, True),
    w.faith("en-ae-033", "para.combine", "What is the puppy vaccination schedule?", "Puppies are vaccinated at 8 weeks and again at 10 weeks, and owners must then wait a week before walking them in public places.", VET, True),
    w.faith("en-ae-034", "fmt.date", "When is the festival?", "It runs from August 9th to August 11th.", FESTIVAL, True),
    w.faith("en-ae-035", "wrap.attribution", "Does the language exchange cost anything?", "The meetup details say it is free, though you're asked to buy at least one drink.", LANG_EX, True),
    w.faith("en-ae-036", "para.part", "How many eggs does the farm shop sell?", "Around 1,500 eggs a week.", FARM, True),
    # single clear errors
    w.faith("en-ae-037", "value.number", "How many docking stations are there?", "CityCycle has 2,400 bikes at 350 docking stations across Leeds.", BIKE, False),
    w.faith("en-ae-038", "value.date", "When does the cruise depart?", "The Danube Pearl departs from Passau on 15 May.", CRUISE, False),
    w.faith("en-ae-039", "value.time", "When is the thermal pool open?", "The thermal pool is open from 7 am to 11 pm every day.", SPA, False),
    w.faith("en-ae-040", "value.unit", "When can I walk my puppy in public?", "Owners must wait one month after the second injection before walking the puppy in public places.", VET, False),
    w.faith("en-ae-041", "value.currency", "How much is a day ticket?", "Day tickets for Lakeshore Sounds cost €60.", FESTIVAL, False),
    w.faith("en-ae-042", "role.swap", "Which language is spoken first at the exchange?", "The first hour is spent speaking English and the second hour Spanish.", LANG_EX, False),
    w.faith("en-ae-043", "negation", "Will the vet remind me about the booster?", "Meadowside Vets does not send a reminder before the booster is due.", VET, False),
    w.faith("en-ae-044", "antonym", "What happens if I bring my own egg box?", "Customers who bring their own egg boxes pay 20p extra for each dozen.", FARM, False),
    w.faith("en-ae-045", "modality", "What can co-op members do at the AGM?", "Members are required to vote at the annual general meeting.", COOP, False),
    w.faith("en-ae-046", "quantifier", "Who can camp at the festival?", "Camping is allowed for all ticket holders.", FESTIVAL, False),
    w.faith("en-ae-047", "value.except", "What does the co-op discount exclude?", "Members get 5% off all groceries except fresh bread.", COOP, False),
    w.faith("en-ae-048", "direction", "What is the route of the cruise?", "The cruise departs from Budapest and ends in Passau seven days later.", CRUISE, False),
    w.faith("en-ae-049", "added.fact", "What does a CityCycle membership include?", "An annual membership costs £90 and includes a free helmet.", BIKE, False),
    w.faith("en-ae-050", "added.entity", "Which languages are practised at the exchange?", "Participants practise Spanish, English and Italian.", LANG_EX, False),
    w.faith("en-ae-051", "value.number", "How many eggs does the shop sell?", "The shop sells around 1,000 eggs a week.", FARM, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ae-052", "refusal.plain", "Does the spa hotel have a gym?", "I'm afraid I don't know whether the hotel has a gym.", SPA, True),
    w.refusal("en-ae-053", "refusal.context", "Does the farm shop sell honey?", "The information I have about Hollybrook Farm Shop doesn't mention honey, so I can't answer that.", FARM, True),
    w.refusal("en-ae-054", "refusal.partial", "How much are tickets, and who is headlining?", "Weekend tickets cost £145 and day tickets £60, but the information doesn't say who is headlining.", FESTIVAL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ae-055", "correct.wordy", "How much is the yearly booster at Meadowside Vets?", "At Meadowside Vets, the yearly booster vaccination for your dog is priced at £48.", "£48.", True),
    w.correct("en-ae-056", "correct.wordy", "Where does the Danube Pearl cruise end?", "It's Budapest: that's the city where the Danube Pearl finishes its voyage.", "In Budapest.", True),
    w.correct("en-ae-057", "correct.format", "What time does the language exchange start?", "19:00.", "7 pm.", True),
    w.correct("en-ae-058", "wrong.value", "How many passengers does the Danube Pearl carry?", "The Danube Pearl carries 220 passengers.", "180 passengers.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ae-059", "relevant.direct", "When does the campsite open?", "Noon on Thursday.", FESTIVAL, True),
    w.relevant("en-ae-060", "relevant.direct", "How much do visitors pay to use the pool?", "It's £28 for four hours.", SPA, True),
    w.relevant("en-ae-061", "relevant.direct", "Where does the language exchange take place?", "At the Corner Café on Elm Street.", LANG_EX, True),
    w.relevant("en-ae-062", "relevant.yesno", "Can non-members hire electric bikes?", "No, e-bikes are for members only.", BIKE, True),
    w.relevant("en-ae-063", "offtopic.true", "How much does a dozen free-range eggs cost?", "Hollybrook Farm Shop is closed on Mondays.", FARM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ae-064", "diag.pass", "How much does it cost to join the Greenway Co-op?", "Joining costs a one-off fee of $25.", {"coop-membership": COOP, "farm-shop": FARM}, ("coop-membership",), "pass"),
    w.diag("en-ae-065", "diag.missed", "What discount do co-op members get?", "I'm sorry, the documents don't say what discount co-op members receive.", {"farm-shop": FARM, "spa-pool": SPA}, ("coop-membership",), "fix_retrieval"),
    w.diag("en-ae-066", "diag.correct_refusal", "What is the co-op's phone number?", "The documents don't give the co-op's phone number, so I can't tell you.", {"coop-membership": COOP}, (), "correct_refusal"),
    w.diag("en-ae-067", "diag.unfaithful", "How long is a free ride on CityCycle?", "Every ride includes the first 60 minutes for free.", {"bike-scheme": BIKE}, ("bike-scheme",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
