"""Fresh set cc, English: the Purl & Brew knitting cafe in Leeds, the Hollow Pines Nordic
Centre (cross-country skiing), the Spoke Doctors bicycle repair workshop, tours of Cape
Harlow Lighthouse, the Birchwood Hall student dormitory, Linden Pharmacy, the Applegate Farm
pick-your-own orchard, the Riverside Table Tennis Club, the Bayside Aquarium and the Heel &
Sole shoe repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

KNITTING_CAFE = "Purl & Brew is a knitting cafe on Mill Street in Leeds, owned by Harriet Quinn. It is open every day except Monday, from 10:00 to 19:00. A beginners' class led by instructor Tom Avery meets on Thursdays at 18:30 and costs £12 per session, yarn included. Visitors may bring their own yarn and needles. Groups of up to 8 people can book the back room, but bookings must be made at least 48 hours in advance."

SKI_CENTRE = "The Hollow Pines Nordic Centre grooms 42 km of cross-country trails near Lake Marwin. An adult day pass costs $18, and children under 12 ski free. Rental skis are handed out from 8:30 am to 3 pm and must be returned by 4:30 pm. Head coach Ingrid Solberg leads a technique clinic every Saturday morning, limited to 10 participants. The trails are closed whenever the temperature drops below -20 °C."

BIKE_WORKSHOP = "Mechanics Leo Park and Dana Fisk founded Spoke Doctors, a bicycle repair workshop, in 2011. A standard tune-up costs $65 and usually takes two working days. Flat tyres are fixed while you wait for $15, but only for bikes brought in before 5 pm. Leo builds wheels, while Dana specialises in e-bike motors. Repaired bikes left uncollected for more than 30 days are charged a storage fee of $2 per day."

LIGHTHOUSE = "Cape Harlow Lighthouse was built in 1874; it stands 38 metres tall and has 176 steps up to the lantern room. Guided tours run from May 1 to September 30, leaving every hour between 10 am and 4 pm. Tickets cost $9 for adults and $4 for children aged 6 to 15, and children under 6 may not climb the tower. Each tour is led by Maeve Doyle, the granddaughter of the last keeper, and lasts about 45 minutes. Tours are cancelled when wind speeds exceed 60 km/h."

DORMITORY = "Birchwood Hall is a student dormitory with 240 single rooms on five floors. Rent is $620 per month, including electricity and Wi-Fi. Quiet hours run from 11 pm to 7 am on weeknights but start at midnight on Fridays and Saturdays. Overnight guests may stay at most three nights per month and must be registered with the resident assistant, Priya Nair. The basement laundry room is open around the clock, and each wash costs $1.50."

PHARMACY = "Linden Pharmacy on Carver Road is open Monday to Friday from 8 am to 8 pm and on Saturdays from 9 am to 1 pm; it is closed on Sundays. Head pharmacist Oliver Grant checks every prescription, and technician Rosa Mendez handles home delivery orders. Prescriptions dropped off before noon are ready the same afternoon. Home delivery is free for orders over $40 and otherwise costs $5. Flu shots are given without an appointment to anyone aged 12 or older."

ORCHARD = "Applegate Farm is a pick-your-own orchard with 1,200 apple trees and 300 pear trees, run by Samuel Hart, whose family has owned it since 1962. The picking season lasts from August 20 to October 31, and the gates are open from 9 am to 5 pm. Apples cost $3 per kilogram. Every visitor pays a $5 entry fee, which is refunded with any purchase over 4 kg. Ladders are not allowed; pickers use long-handled poles provided by the farm."

TABLE_TENNIS = "The Riverside Table Tennis Club plays in a hall on Dock Lane with 14 tables. Open play is on Tuesday and Thursday evenings from 6 pm to 10 pm. Adult membership costs $240 per year, and juniors under 18 pay half that amount. Chairwoman Mei Tanaka organises the league, and coach Ben Okafor runs junior training on Saturdays. Non-members may play as guests up to three times before they have to join, paying $6 per visit."

AQUARIUM = "The Bayside Aquarium holds 3.5 million litres of water and about 6,000 animals from 400 species. It is open daily from 9:30 am to 6 pm, except on December 25, when it is closed. Adult tickets cost $28, seniors over 65 pay $20, and children under 3 enter free. Its 24 gentoo penguins arrived in 2019 from a zoo in Copenhagen, and marine biologist Dr. Nora Blake presents their feeding at 11:15 am and 3:45 pm. Flash photography is forbidden in all galleries."

SHOE_REPAIR = "Heel & Sole is a shoe repair shop run by cobbler Arthur Benn and his daughter Lucy. New heels for a pair of shoes cost $22 and are ready the next day. A full resole costs $55 and takes up to 5 working days. Arthur does all the leather work, while Lucy repairs zips and bags. The shop is closed on Wednesdays, and repairs not collected within 90 days are donated to charity."

# fmt: off
FAITHFULNESS = [
    w.faith("en-cc-001", "para.reorder", "When does the beginners' class meet, and what does it cost?", "For £12 a session, yarn included, you can join Tom Avery's beginners' class, which meets on Thursdays at 18:30.", KNITTING_CAFE, True),
    w.faith("en-cc-002", "para.passive", "Who founded Spoke Doctors, and when?", "Spoke Doctors was founded in 2011 by the mechanics Leo Park and Dana Fisk.", BIKE_WORKSHOP, True),
    w.faith("en-cc-003", "para.synonym", "What happens to the trails in extreme cold?", "They are shut whenever it gets colder than -20 °C.", SKI_CENTRE, True),
    w.faith("en-cc-004", "para.nominal", "How long does a lighthouse tour take?", "The duration of each tour is about 45 minutes.", LIGHTHOUSE, True),
    w.faith("en-cc-005", "para.capital", "Where did the aquarium's penguins come from?", "The gentoo penguins came from a zoo in the Danish capital in 2019.", AQUARIUM, True),
    w.faith("en-cc-006", "para.pronoun", "Who do overnight guests have to register with?", "Priya Nair is the resident assistant, and overnight guests must be registered with her.", DORMITORY, True),
    w.faith("en-cc-007", "para.relative", "Who handles the home delivery orders?", "Rosa Mendez, who works at the pharmacy as a technician, handles the home delivery orders.", PHARMACY, True),
    w.faith("en-cc-008", "para.part", "Is Linden Pharmacy open on Wednesday evening?", "Yes, on Wednesdays it is open until 8 pm.", PHARMACY, True),
    w.faith("en-cc-009", "para.combine", "How many tables are there, and when is open play?", "There are 14 tables, and open play runs on Tuesday and Thursday evenings from 6 to 10 pm.", TABLE_TENNIS, True),
    w.faith("en-cc-010", "fmt.number", "How long does a full resole take?", "A full resole takes up to five working days.", SHOE_REPAIR, True),
    w.faith("en-cc-011", "fmt.thousands", "How many apple trees does Applegate Farm have?", "The farm has 1200 apple trees.", ORCHARD, True),
    w.faith("en-cc-012", "fmt.scale", "How long is the trail network at Hollow Pines?", "The centre grooms 42,000 metres of cross-country trails.", SKI_CENTRE, True),
    w.faith("en-cc-013", "fmt.date", "When is the tour season at Cape Harlow?", "Tours run from 1 May to 30 September.", LIGHTHOUSE, True),
    w.faith("en-cc-014", "fmt.time", "What are the pharmacy's Saturday hours?", "On Saturdays the pharmacy is open from 09:00 to 13:00.", PHARMACY, True),
    w.faith("en-cc-015", "fmt.unit", "When are the tours called off?", "Tours are cancelled when the wind blows faster than 60 kilometres per hour.", LIGHTHOUSE, True),
    w.faith("en-cc-016", "fmt.abbrev", "How much is the rent at Birchwood Hall?", "$620/mo., incl. electricity and Wi-Fi.", DORMITORY, True),
    w.faith("en-cc-017", "fmt.currency", "How much do new heels cost?", "New heels for a pair cost 22 dollars and are ready the next day.", SHOE_REPAIR, True),
    w.faith("en-cc-018", "fmt.range", "How often can a non-member play as a guest?", "A non-member can play as a guest a maximum of three times before joining, at $6 per visit.", TABLE_TENNIS, True),
    w.faith("en-cc-019", "fmt.period", "How far ahead do I need to book the back room?", "You need to book it at least two days in advance.", KNITTING_CAFE, True),
    w.faith("en-cc-020", "fmt.share", "What do juniors pay for membership?", "Juniors under 18 pay 50% of the $240 adult annual fee.", TABLE_TENNIS, True),
    w.faith("en-cc-021", "para.except", "Is Purl & Brew open on Mondays?", "No, Purl & Brew is closed on Mondays; on all other days it opens from 10:00 to 19:00.", KNITTING_CAFE, True),
    w.faith("en-cc-022", "wrap.opener", "Which day is Heel & Sole closed?", "Great question! Heel & Sole is closed on Wednesdays.", SHOE_REPAIR, True),
    w.faith("en-cc-023", "wrap.closer", "Can I bring a ladder to the orchard?", "No, ladders aren't allowed, but the farm provides long-handled poles for picking. Enjoy your day at the orchard!", ORCHARD, True),
    w.faith("en-cc-024", "wrap.attribution", "How much does a wash cost in the laundry room?", "According to the document, each wash in the laundry room costs $1.50.", DORMITORY, True),
    w.faith("en-cc-025", "wrap.hedge", "How much is a standard tune-up?", "I think a standard tune-up is $65, and it usually takes two working days.", BIKE_WORKSHOP, True),
    w.faith("en-cc-026", "wrap.question", "Do kids need a day pass?", "Children under 12 ski for free, while adults pay $18 for a day pass. Would you like to know the rental hours too?", SKI_CENTRE, True),
    w.faith("en-cc-027", "value.number", "How many species live at the aquarium?", "About 6,000 animals from 500 species live there.", AQUARIUM, False),
    w.faith("en-cc-028", "value.date", "When does the picking season end?", "The picking season ends on November 30.", ORCHARD, False),
    w.faith("en-cc-029", "value.time", "When are the penguins fed?", "The penguin feedings are at 11:15 am and 4:45 pm.", AQUARIUM, False),
    w.faith("en-cc-030", "value.unit", "How tall is Cape Harlow Lighthouse?", "Cape Harlow Lighthouse is 38 feet tall.", LIGHTHOUSE, False),
    w.faith("en-cc-031", "value.currency", "How much is one session of the beginners' class?", "A session costs €12, and the yarn is included.", KNITTING_CAFE, False),
    w.faith("en-cc-032", "role.swap", "Who does the leather work, and who repairs zips?", "Lucy does all the leather work, while Arthur repairs zips and bags.", SHOE_REPAIR, False),
    w.faith("en-cc-033", "negation", "Is electricity included in the rent?", "No, the $620 monthly rent does not include electricity.", DORMITORY, False),
    w.faith("en-cc-034", "antonym", "When is home delivery free?", "Home delivery is free for orders under $40.", PHARMACY, False),
    w.faith("en-cc-035", "modality", "Do I have to bring my own yarn?", "Yes, visitors must bring their own yarn and needles.", KNITTING_CAFE, False),
    w.faith("en-cc-036", "quantifier", "Is flash photography allowed at the aquarium?", "Flash photography is forbidden in only some of the galleries.", AQUARIUM, False),
    w.faith("en-cc-037", "value.except", "Is the aquarium open on Christmas Day?", "Yes, the aquarium is open every day of the year, December 25 included, from 9:30 am to 6 pm.", AQUARIUM, False),
    w.faith("en-cc-038", "direction", "When do I need to bring my bike in to have a flat fixed while I wait?", "Flat tyres are fixed while you wait for $15, as long as you bring the bike in after 5 pm.", BIKE_WORKSHOP, False),
    w.faith("en-cc-039", "added.fact", "Is the entry fee refunded?", "Yes, the $5 entry fee is refunded with any purchase over 4 kg, and children under 10 don't pay it at all.", ORCHARD, False),
    w.faith("en-cc-040", "added.entity", "Who runs the junior training?", "Coach Ben Okafor runs the junior training on Saturdays together with his assistant, Carla Reyes.", TABLE_TENNIS, False),
    w.faith("en-cc-041", "mixed", "How much does a day pass cost?", "An adult day pass costs $18, and children under 12 pay $9.", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("en-cc-042", "refusal.plain", "Is there a gift shop at Cape Harlow Lighthouse?", "I don't know.", LIGHTHOUSE, True),
    w.refusal("en-cc-043", "refusal.context", "Does Linden Pharmacy sell hearing aids?", "The provided context does not mention whether Linden Pharmacy sells hearing aids.", PHARMACY, True),
    w.refusal("en-cc-044", "refusal.short", "Does Heel & Sole offer a student discount?", "Sorry, no idea.", SHOE_REPAIR, True),
    w.refusal("en-cc-045", "refusal.long", "Is there parking at Birchwood Hall?", "Thank you for asking. I've looked through the information about Birchwood Hall, which covers the rooms, the rent, quiet hours, overnight guests and the laundry room, but it says nothing about parking. I'm sorry, but I therefore can't tell you whether parking is available there.", DORMITORY, True),
    w.refusal("en-cc-046", "refusal.hedged", "By what time must rental skis be returned?", "I'm not entirely certain, but I believe rental skis have to be back by 4:30 pm.", SKI_CENTRE, False),
    w.refusal("en-cc-047", "refusal.partial", "How much is an adult ticket, and is there a café?", "An adult ticket costs $28, but the information doesn't say whether there is a café.", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("en-cc-048", "correct.wordy", "When does Ingrid Solberg hold her technique clinic?", "If you're hoping to join Ingrid Solberg's technique clinic, you'll want to keep your Saturday mornings free, because that is when she runs it, every single week.", "Every Saturday morning.", True),
    w.correct("en-cc-049", "correct.short", "How many steps lead up to the lantern room?", "176.", "There are 176 steps up to the lantern room.", True),
    w.correct("en-cc-050", "correct.format", "What time do the orchard gates close?", "At 17:00.", "The gates close at 5 pm.", True),
    w.correct("en-cc-051", "wrong.value", "What is the monthly rent at Birchwood Hall?", "The rent is $720 per month.", "The rent is $620 per month, including electricity and Wi-Fi.", False),
    w.correct("en-cc-052", "wrong.echo", "How many tables does the Riverside Table Tennis Club have?", "The Riverside Table Tennis Club has 4 tables.", "The club has 14 tables.", False),
    w.correct("en-cc-053", "wrong.role", "What do Oliver Grant and Rosa Mendez do at Linden Pharmacy?", "Rosa Mendez checks every prescription, and Oliver Grant handles the home delivery orders.", "Head pharmacist Oliver Grant checks every prescription, and technician Rosa Mendez handles the home delivery orders.", False),
]

RELEVANCY = [
    w.relevant("en-cc-054", "relevant.direct", "How many people can book the back room?", "Groups of up to eight people can book the back room.", KNITTING_CAFE, True),
    w.relevant("en-cc-055", "relevant.yesno", "Does Spoke Doctors repair e-bike motors?", "Yes, Dana Fisk specialises in e-bike motors.", BIKE_WORKSHOP, True),
    w.relevant("en-cc-056", "offtopic.true", "What time do the orchard gates open?", "Samuel Hart's family has owned the orchard since 1962.", ORCHARD, False),
    w.relevant("en-cc-057", "offtopic.other", "On which evenings is open play?", "Adult membership costs $240 per year, and juniors pay half.", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("en-cc-058", "diag.pass", "How much does a full resole cost at Heel & Sole?", "A full resole at Heel & Sole costs $55.", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("en-cc-059", "diag.offtopic", "How many participants can join the technique clinic?", "The Hollow Pines Nordic Centre grooms 42 km of cross-country trails near Lake Marwin.", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("en-cc-060", "diag.unfaithful", "What is the storage fee for bikes that are not collected?", "Bikes left uncollected for more than 30 days are charged $5 per day.", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("en-cc-061", "diag.refused", "When do quiet hours begin on Fridays at Birchwood Hall?", "I'm sorry, but the documents don't say when quiet hours start on Fridays.", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("en-cc-062", "diag.missed", "In what year was Cape Harlow Lighthouse built?", "Sorry, the documents I found don't say when the lighthouse was built.", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("en-cc-063", "diag.correct_refusal", "Does Linden Pharmacy offer blood pressure checks?", "The documents don't mention blood pressure checks, so I can't answer that.", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("en-cc-064", "diag.should_refuse", "Does Purl & Brew sell gluten-free cakes?", "Yes, Purl & Brew sells gluten-free cakes every day.", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
