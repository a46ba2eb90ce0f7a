"""English cases of set t19: a wildlife park, an organic food co-op, a notary's office,
a skate park, a puppet theatre and a ferry to an island."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PARK = "Greywood Wildlife Park is open every day from 9:00 to 18:00, except on 25 December. Last admission is at 17:00. Adult tickets cost £18, children under 12 pay £9, and children under 3 get in free. Dogs are not allowed anywhere in the park, apart from registered assistance dogs."
OTTERS = "The otter talk takes place twice a day, at 11:30 and at 15:00, beside the river enclosure. Keeper Aisha Bello gives the morning talk and keeper Tom Rennie gives the afternoon one. Each talk lasts 20 minutes. Visitors must not feed any of the animals themselves."
COOP = "Membership of the Hillside Organic Co-op costs £40 a year. Members receive a 10% discount on all produce and must work one three-hour shift in the shop each month. New members are approved by the board at its monthly meeting on the first Tuesday. A member who misses two shifts in a row loses the discount for the following month."
VEGBOX = "The weekly veg box is packed on Thursdays and can be collected from the shop on Fridays between 14:00 and 19:00. A small box costs £12 and a large one £20. Changes to an order must be made by Tuesday at 20:00. Boxes not collected by Saturday noon are donated to the local food bank."
NOTARY = "The office of notary Margaret Okafor is open Monday to Friday from 8:30 to 16:30 and closes for lunch between 12:30 and 13:30. Appointments for property deeds must be booked at least five working days in advance. Clients must bring a valid passport or national identity card; driving licences are not accepted. Certifying a copy costs £15 per page."
DEEDS = "Clerk Daniel Price prepares the draft contracts, and notary Margaret Okafor reviews and signs them. The draft is emailed to the client three days before the signing. Original wills are kept in the office's fireproof safe for at least 50 years."
SKATE = "Riverside Skate Park is free to use and open from 8:00 until dusk. Helmets are compulsory for riders under 16 and recommended for adults. The bowl is closed for cleaning every Wednesday until 12:00. BMX bikes are allowed on the street course only, never in the bowl. Coach Priya Shah runs beginner lessons on Saturdays from 10:00 to 11:30."
PUPPETS = "The Little Lantern Puppet Theatre is staging 'The Fox and the Moon' from 3 March to 28 April. Performances start at 14:00 on Saturdays and Sundays, and at 10:30 on Wednesdays for school groups. The show lasts 50 minutes with no interval and is recommended for children aged 4 and over. Tickets cost £8 each, or £28 for a family ticket for four."
PUPPET_CREW = "Puppet maker Inès Laurent carved the fox, and designer Carl Hughes painted the backdrops. After each weekend performance, children can meet the puppeteers in the foyer for 15 minutes. Photography is allowed in the foyer but not during the performance."
FERRY = "From May to September, the ferry to Kerrin Island leaves Portavin harbour at 7:15, 11:00 and 16:45. From October to April there are only two crossings a day, at 8:00 and 15:30. The crossing takes 40 minutes. A return ticket costs £14 for foot passengers and £52 for a car with its driver, while bicycles travel free."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t19-001", "para.synonym", "Can I bring my dog to Greywood?", "Dogs are banned throughout the park, with the exception of registered assistance dogs.", PARK, True),
    w.faith("en-t19-002", "para.except", "Is the park open on Christmas Day?", "No. The park opens every day of the year except 25 December, when it stays shut.", PARK, True),
    w.faith("en-t19-003", "fmt.time", "What are the park's opening hours?", "The park is open from 9 a.m. to 6 p.m., and the last visitors are let in at 5 p.m.", PARK, True),
    w.faith("en-t19-004", "fmt.currency", "How much do children pay?", "Under-12s pay nine pounds, and children younger than three don't pay at all.", PARK, True),
    w.faith("en-t19-005", "para.passive", "Who gives the morning otter talk?", "The morning talk is given by keeper Aisha Bello.", OTTERS, True),
    w.faith("en-t19-006", "fmt.time", "When are the otter talks?", "You can catch one at half past eleven in the morning or at three in the afternoon.", OTTERS, True),
    w.faith("en-t19-007", "wrap.attribution", "Can my kids feed the otters?", "According to the park's information, visitors are not allowed to feed any of the animals themselves.", OTTERS, True),
    w.faith("en-t19-008", "para.nominal", "How do new members join the co-op?", "Approval of new members is up to the board, at its monthly meeting on the first Tuesday.", COOP, True),
    w.faith("en-t19-009", "fmt.share", "What discount do co-op members get?", "Members get one tenth off all produce.", COOP, True),
    w.faith("en-t19-010", "para.combine", "What does co-op membership involve?", "You pay £40 a year and work one three-hour shop shift each month, and you get 10% off all produce.", COOP, True),
    w.faith("en-t19-011", "fmt.time", "When can I pick up my veg box?", "Pick-up is at the shop on Fridays, any time from 2 p.m. to 7 p.m.", VEGBOX, True),
    w.faith("en-t19-012", "para.relative", "What happens if I forget to collect my box?", "Any box that is still uncollected at midday on Saturday is given to the local food bank.", VEGBOX, True),
    w.faith("en-t19-013", "fmt.period", "How early do I need to book a property deed appointment?", "You have to book at least one full working week ahead.", NOTARY, True),
    w.faith("en-t19-014", "para.except", "Can I see the notary on a Saturday?", "No, the office is closed at weekends; it only opens on weekdays.", NOTARY, True),
    w.faith("en-t19-015", "fmt.currency", "What does a certified copy cost?", "Certification is charged at fifteen pounds for every page.", NOTARY, True),
    w.faith("en-t19-016", "para.pronoun", "What is Daniel Price's job?", "He is the clerk, and he is the one who prepares the draft contracts.", DEEDS, True),
    w.faith("en-t19-017", "fmt.period", "How long are wills kept?", "Original wills stay in the fireproof safe for no less than half a century.", DEEDS, True),
    w.faith("en-t19-018", "para.synonym", "Do I have to pay to use the skate park?", "No, it costs nothing, and it's open from 8 in the morning until it gets dark.", SKATE, True),
    w.faith("en-t19-019", "para.part", "Do children need helmets at the skate park?", "Yes, riders under 16 have to wear a helmet.", SKATE, True),
    w.faith("en-t19-020", "wrap.hedge", "Can I ride my BMX in the bowl?", "I'm afraid not, as far as I can see: BMX bikes are limited to the street course.", SKATE, True),
    w.faith("en-t19-021", "fmt.date", "When is 'The Fox and the Moon' on?", "It runs from March 3rd until April 28th.", PUPPETS, True),
    w.faith("en-t19-022", "wrap.opener", "Is there an interval in the puppet show?", "Good question! No, the show runs for 50 minutes straight, with no break.", PUPPETS, True),
    w.faith("en-t19-023", "wrap.closer", "Can I take photos at the puppet theatre?", "You can take photos in the foyer, but not while the show is on. Hope you enjoy it!", PUPPET_CREW, True),
    w.faith("en-t19-024", "fmt.time", "When does the ferry sail in winter?", "Between October and April there are just two sailings a day, at 8 a.m. and 3:30 p.m.", FERRY, True),

    w.faith("en-t19-025", "value.time", "What time is last admission at the park?", "The last visitors are admitted at 5:30 p.m.", PARK, False),
    w.faith("en-t19-026", "value.except", "Which days is the park closed?", "The park is open every day except New Year's Day.", PARK, False),
    w.faith("en-t19-027", "role.swap", "Who gives the otter talks?", "Tom Rennie does the morning talk, and Aisha Bello takes the afternoon one.", OTTERS, False),
    w.faith("en-t19-028", "negation", "Can visitors feed the animals?", "Yes, visitors are allowed to feed the animals themselves.", OTTERS, False),
    w.faith("en-t19-029", "value.number", "What happens if I miss shifts at the co-op?", "If you miss three shifts in a row, you lose your discount for the next month.", COOP, False),
    w.faith("en-t19-030", "modality", "Do co-op members have to work in the shop?", "Members are encouraged, though not obliged, to do a three-hour shift each month.", COOP, False),
    w.faith("en-t19-031", "quantifier", "What discount do co-op members get?", "Members get a 10% discount on selected produce.", COOP, False),
    w.faith("en-t19-032", "value.date", "When are the veg boxes packed?", "The boxes are packed every Wednesday.", VEGBOX, False),
    w.faith("en-t19-033", "added.fact", "What happens to boxes nobody collects?", "Boxes left after Saturday noon go to the local food bank, and the member's money is refunded.", VEGBOX, False),
    w.faith("en-t19-034", "antonym", "Is the notary's office open at lunchtime?", "Yes, the office stays open over lunch, between 12:30 and 13:30.", NOTARY, False),
    w.faith("en-t19-035", "negation", "Which ID should I bring to the notary?", "Bring a valid passport or national identity card; a driving licence is also accepted.", NOTARY, False),
    w.faith("en-t19-036", "direction", "When should I book a property deed appointment?", "Property deed appointments must be booked no more than five working days in advance.", NOTARY, False),
    w.faith("en-t19-037", "role.swap", "Who prepares and who signs the contracts?", "Notary Margaret Okafor prepares the drafts, and clerk Daniel Price reviews and signs them.", DEEDS, False),
    w.faith("en-t19-038", "direction", "When does the client get the draft?", "The draft is emailed to the client three days after the signing.", DEEDS, False),
    w.faith("en-t19-039", "value.unit", "How long does the office keep wills?", "Original wills are kept in the fireproof safe for at least 50 months.", DEEDS, False),
    w.faith("en-t19-040", "modality", "Do adults need a helmet at the skate park?", "Yes, adults are required to wear a helmet too.", SKATE, False),
    w.faith("en-t19-041", "value.time", "When is the bowl closed?", "The bowl is shut for cleaning every Wednesday until 10 a.m.", SKATE, False),
    w.faith("en-t19-042", "added.entity", "Who teaches the beginner lessons?", "Coach Priya Shah teaches them together with coach Sam Ortiz, on Saturdays from 10:00 to 11:30.", SKATE, False),
    w.faith("en-t19-043", "role.swap", "Who made the fox puppet?", "The fox was carved by designer Carl Hughes, while Inès Laurent painted the backdrops.", PUPPET_CREW, False),
    w.faith("en-t19-044", "quantifier", "How many crossings does the ferry make a day?", "All year round, the ferry crosses three times a day.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t19-045", "correct.wordy", "How long does the ferry crossing to Kerrin Island take?", "The crossing from Portavin to Kerrin Island takes forty minutes, so you'll be on the island well within the hour.", "40 minutes.", True),
    w.correct("en-t19-046", "correct.format", "What time is last admission at Greywood Wildlife Park?", "5 p.m.", "17:00", True),
    w.correct("en-t19-047", "correct.wordy", "Who signs the contracts at the notary's office?", "The contracts are signed by the notary herself, Margaret Okafor, once she has reviewed the clerk's draft.", "Notary Margaret Okafor.", True),
    w.correct("en-t19-048", "correct.format", "How much does a small veg box cost?", "Twelve pounds.", "£12", True),
    w.correct("en-t19-049", "wrong.value", "When does the puppet show start at weekends?", "Weekend performances begin at 4 p.m.", "At 14:00.", False),
    w.correct("en-t19-050", "wrong.role", "Who carved the fox puppet?", "The fox was carved by Carl Hughes, the designer.", "Inès Laurent.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
