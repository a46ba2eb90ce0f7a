"""English cases of fresh set bz. Scenarios: Clayhouse pottery studio, Alpenrose ski school,
Eastside food bank, Heron Valley steam excursion, Riverside city pool, Clearview opticians,
Willowbank flower nursery, Kingsgate chess club, Greenfield botanical garden tours and
Bright & Clean laundry and dry cleaning."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

POTTERY = (
    "Clayhouse Studio on Mill Lane teaches wheel throwing to adults. The six-week beginners' course costs £180, "
    "which covers 12 kg of clay, all glazes and two kiln firings. Classes meet on Tuesday evenings from 7:00 pm to "
    "9:30 pm, with no more than eight students per class. The studio owner, Nora Pike, teaches the beginners' "
    "classes, and her assistant Owen Hale loads and fires the kiln. Finished pieces can be collected two weeks "
    "after the final class; pieces left for more than 30 days are given to a local charity shop."
)

SKI = (
    "Alpenrose Ski School in Val Sterna offers group lessons every day from 15 December to 6 April. Morning "
    "lessons run from 9:00 to 11:00 and afternoon lessons from 13:30 to 15:30. A two-hour group lesson costs €65 "
    "per person, with at most six pupils per instructor. Children must be at least five years old to join a "
    "group; younger children can only take private lessons. Helmets are compulsory for all pupils under 16. Head "
    "instructor Lukas Brenner trains the new instructors, and Mia Hofer runs the booking office."
)

FOODBANK = (
    "The Eastside Food Bank on Carver Road hands out food parcels every weekday except Wednesday, between 10 am "
    "and 2 pm. Each registered household may collect one parcel a week, weighing roughly 8 kg. The food bank was "
    "founded in 2009 by Grace Okafor, a retired nurse, and is now run by coordinator Ben Walsh. Last year it gave "
    "out 14,500 parcels, half of which went to families with children. Volunteers must be at least 16 years old, "
    "and anyone under 18 needs a consent form signed by a parent."
)

TRAIN = (
    "The Heron Valley Railway runs a steam excursion from Ashford Junction to Lake Merrow every Saturday from May "
    "to September. The train leaves Ashford Junction at 10:15 and reaches Lake Merrow at 11:40; the return train "
    "departs from the lake at 16:00. The line is 22 miles long and passes through three tunnels. An adult return "
    "ticket costs £24, children under 12 pay half price, and dogs travel free. The locomotive, Lady Ellen, was "
    "built in Edinburgh in 1923 and is driven by volunteer driver Sam Fletcher."
)

POOL = (
    "Riverside Pool has a 25 m main pool with six lanes and a small teaching pool; the water in the main pool is "
    "kept at 28 °C. It is open Monday to Friday from 6:30 to 21:00 and at weekends from 8:00 to 18:00. A single "
    "adult swim costs £4.50, under-16s pay £2.20, and a ten-swim card costs £40. Before 9:00 on weekdays the main "
    "pool is reserved for lane swimming. Children under 8 must be accompanied in the water by an adult."
)

OPTICIAN = (
    "Clearview Opticians on Harbour Street is open Tuesday to Saturday from 9:00 to 17:30. An eye test costs £25 "
    "and is free for children under 16 and for adults over 60. Eye tests are carried out by optometrist Dr Amir "
    "Sethi, while dispensing optician Lucy Brandt fits and adjusts frames. New glasses are usually ready within "
    "seven working days. All frames come with a two-year guarantee against manufacturing faults."
)

NURSERY = (
    "Willowbank Nursery, run by manager Ellen Marsh, grows more than 1,200 varieties of plants on a six-acre site. "
    "It is open every day from 9:00 to 17:00, except on Christmas Day. Orders over £50 are delivered free within "
    "10 miles of the nursery; smaller orders in that area cost £6 to deliver, and the nursery does not deliver "
    "beyond 10 miles. Bare-root rose bushes cost £12.95 each, or £35 for three. Every plant comes with a one-year "
    "guarantee, provided the receipt is kept."
)

CHESS = (
    "The Kingsgate Chess Club meets every Thursday from 7:30 pm in the upstairs hall of the public library. Annual "
    "membership costs £60 for adults and £20 for juniors under 18. Visitors may attend up to three club nights "
    "free of charge before they are asked to join. The club championship is held in March over seven rounds, "
    "with 90 minutes per player plus 30 seconds per move. Club captain Henry Lowe selects the league teams, and "
    "treasurer Priya Nair collects the membership fees."
)

GARDEN = (
    "Guided tours of the Greenfield Botanical Garden leave from the main gate at 11:00 and 14:00 every day from "
    "April to October. Each tour lasts 90 minutes, covers about 3 km and takes at most twenty people. A tour "
    "ticket costs £9 for adults and £4 for children, with garden admission included. The highlight is the "
    "Victorian palm house, built in 1890 and kept at 24 °C all year round. Sunday tours are led by the garden's "
    "curator, Dr Helen Moss."
)

LAUNDRY = (
    "Bright & Clean Laundry on Station Road is open Monday to Saturday from 7:00 to 19:00 and is closed on "
    "Sundays. A service wash costs £12 for a load of up to 7 kg and is ready the same day if it is dropped off "
    "before 10:00. Dry cleaning a two-piece suit costs £14.50 and takes three working days. The shop is owned by "
    "Tom Reyes, and his daughter Ana manages the dry-cleaning counter. Items not collected within 60 days may be "
    "sold to cover the cost of cleaning."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bz-001", "para.reorder", "What does the beginners' course at Clayhouse Studio include?", "For £180, the six-week beginners' course gives you two kiln firings, all glazes and 12 kg of clay.", POTTERY, True),
    w.faith("en-bz-002", "para.passive", "Who trains the new instructors at Alpenrose?", "The new instructors are trained by the head instructor, Lukas Brenner.", SKI, True),
    w.faith("en-bz-003", "para.synonym", "Who does the eye tests at Clearview?", "Eye examinations are performed by the optometrist, Dr Amir Sethi.", OPTICIAN, True),
    w.faith("en-bz-004", "para.nominal", "Does Willowbank charge for delivery?", "Delivery is free of charge for orders over £50 within 10 miles of the nursery; for smaller orders in that area the delivery charge is £6.", NURSERY, True),
    w.faith("en-bz-005", "para.capital", "Where was the locomotive built?", "Lady Ellen was built in the Scottish capital in 1923.", TRAIN, True),
    w.faith("en-bz-006", "para.pronoun", "Who picks the league teams at the chess club?", "Henry Lowe does. He is the club captain, and he selects the league teams.", CHESS, True),
    w.faith("en-bz-007", "para.relative", "Who owns Bright & Clean Laundry?", "The shop belongs to Tom Reyes, whose daughter Ana manages the dry-cleaning counter.", LAUNDRY, True),
    w.faith("en-bz-008", "para.part", "Is there an afternoon tour of the garden?", "Yes, one of the daily guided tours leaves from the main gate at 14:00.", GARDEN, True),
    w.faith("en-bz-009", "para.combine", "What is the main pool like?", "The main pool is 25 m long, has six lanes and is kept at 28 °C.", POOL, True),
    w.faith("en-bz-010", "fmt.number", "How many people can join one garden tour?", "Each tour takes a maximum of 20 people.", GARDEN, True),
    w.faith("en-bz-011", "fmt.thousands", "How many parcels did the food bank give out last year?", "Last year the Eastside Food Bank gave out 14500 parcels.", FOODBANK, True),
    w.faith("en-bz-012", "fmt.scale", "How much clay comes with the beginners' course?", "The course comes with 12,000 g of clay.", POTTERY, True),
    w.faith("en-bz-013", "fmt.date", "When does the ski school run its group lessons?", "Group lessons run every day from December 15th to April 6th.", SKI, True),
    w.faith("en-bz-014", "fmt.time", "What time does the steam train leave Ashford Junction?", "It leaves at a quarter past ten in the morning.", TRAIN, True),
    w.faith("en-bz-015", "fmt.unit", "How warm is the water in the main pool?", "The water in the main pool is kept at 28 degrees Celsius.", POOL, True),
    w.faith("en-bz-016", "fmt.abbrev", "When is Clearview Opticians open?", "Tue–Sat, 9:00–17:30.", OPTICIAN, True),
    w.faith("en-bz-017", "fmt.currency", "How much does it cost to dry-clean a suit?", "Dry cleaning a two-piece suit costs fourteen pounds fifty.", LAUNDRY, True),
    w.faith("en-bz-018", "fmt.range", "How many times can I visit the chess club before joining?", "Visitors can come to a maximum of three club nights for free before they are asked to join.", CHESS, True),
    w.faith("en-bz-019", "fmt.period", "When can I pick up my finished pots?", "Finished pieces can be collected 14 days after the final class.", POTTERY, True),
    w.faith("en-bz-020", "fmt.share", "Who received the parcels handed out last year?", "50% of last year's 14,500 parcels went to families with children.", FOODBANK, True),
    w.faith("en-bz-021", "para.except", "On which days can I collect a food parcel?", "Parcels are handed out on Mondays, Tuesdays, Thursdays and Fridays from 10 am to 2 pm; there is no distribution on Wednesdays.", FOODBANK, True),
    w.faith("en-bz-022", "wrap.opener", "When is Willowbank Nursery open?", "Great question! Willowbank is open every day from 9:00 to 17:00, apart from Christmas Day.", NURSERY, True),
    w.faith("en-bz-023", "wrap.closer", "How long does a garden tour last?", "A tour lasts 90 minutes and covers about 3 km. Enjoy your visit!", GARDEN, True),
    w.faith("en-bz-024", "wrap.attribution", "Is there a guarantee on frames at Clearview?", "According to the document, all frames come with a two-year guarantee against manufacturing faults.", OPTICIAN, True),
    w.faith("en-bz-025", "wrap.hedge", "How much is junior membership at the chess club?", "I think junior membership for under-18s costs £20 a year.", CHESS, True),
    w.faith("en-bz-026", "wrap.question", "How old does a child have to be to join a group ski lesson?", "Children need to be at least five to join a group; younger ones can only take private lessons. Would you like me to explain the helmet rules too?", SKI, True),
    w.faith("en-bz-027", "value.number", "How big are the classes at Clayhouse Studio?", "Each class takes up to ten students.", POTTERY, False),
    w.faith("en-bz-028", "value.date", "When is the club championship held?", "The club championship is held in May over seven rounds.", CHESS, False),
    w.faith("en-bz-029", "value.time", "When do the afternoon ski lessons start?", "Afternoon lessons start at 14:30.", SKI, False),
    w.faith("en-bz-030", "value.unit", "How far do the garden tours go?", "Each tour covers about 3 miles.", GARDEN, False),
    w.faith("en-bz-031", "value.currency", "How much is a single adult swim at Riverside Pool?", "A single adult swim costs £5.40.", POOL, False),
    w.faith("en-bz-032", "role.swap", "Who does what at Clayhouse Studio?", "Owen Hale teaches the beginners' classes, while Nora Pike loads and fires the kiln.", POTTERY, False),
    w.faith("en-bz-033", "negation", "Do children have to pay for an eye test?", "Eye tests are not free for children under 16; they cost £25.", OPTICIAN, False),
    w.faith("en-bz-034", "antonym", "Which orders does Willowbank deliver for free?", "Orders under £50 are delivered free within 10 miles of the nursery.", NURSERY, False),
    w.faith("en-bz-035", "modality", "Do pupils under 16 need a helmet?", "Pupils under 16 are encouraged to wear a helmet, but it is up to them.", SKI, False),
    w.faith("en-bz-036", "quantifier", "Do children need an adult with them in the pool?", "All children must be accompanied in the water by an adult.", POOL, False),
    w.faith("en-bz-037", "value.except", "Which day is the food bank open?", "The food bank hands out parcels only on Wednesdays, between 10 am and 2 pm.", FOODBANK, False),
    w.faith("en-bz-038", "direction", "What time does the train leave in the morning?", "The train leaves Lake Merrow at 10:15 and reaches Ashford Junction at 11:40.", TRAIN, False),
    w.faith("en-bz-039", "added.fact", "When will my service wash be ready?", "If you drop it off before 10:00 it is ready the same day, and it is delivered to your home at no extra charge.", LAUNDRY, False),
    w.faith("en-bz-040", "added.entity", "Who founded the Eastside Food Bank?", "Grace Okafor, a retired nurse, founded it in 2009 together with St Mary's Church.", FOODBANK, False),
    w.faith("en-bz-041", "mixed", "How much is a bare-root rose bush?", "Bare-root rose bushes cost £12.95 each, and they all flower in their first summer.", NURSERY, False),
]

REFUSAL = [
    w.refusal("en-bz-042", "refusal.plain", "Is there a buffet car on the steam train?", "I'm sorry, I don't know whether the train has a buffet car.", TRAIN, True),
    w.refusal("en-bz-043", "refusal.context", "Does Bright & Clean clean wedding dresses?", "The provided information does not say whether wedding dresses are cleaned there.", LAUNDRY, True),
    w.refusal("en-bz-044", "refusal.short", "Is there a café in the botanical garden?", "No information on that.", GARDEN, True),
    w.refusal("en-bz-045", "refusal.long", "Can members play online games through the chess club?", "Thank you for your question. I've looked carefully through the information I have about the Kingsgate Chess Club, but it doesn't mention online play at all, so I'm unable to tell you whether members can play games online through the club. The club captain or the treasurer would be the best people to ask. I'm sorry I can't be more helpful here.", CHESS, True),
    w.refusal("en-bz-046", "refusal.hedged", "How much is a ten-swim card?", "I'm not completely certain, but I believe a ten-swim card costs £40.", POOL, False),
    w.refusal("en-bz-047", "refusal.partial", "How much is an eye test, and does Clearview sell contact lenses?", "An eye test costs £25, and it is free for under-16s and over-60s. The information doesn't say whether contact lenses are sold.", OPTICIAN, False),
]

CORRECTNESS = [
    w.correct("en-bz-048", "correct.wordy", "How much does a group ski lesson cost at Alpenrose?", "Thanks for asking! At Alpenrose Ski School, each of the two-hour group lessons is priced at €65 for every person taking part, so that is the amount you would pay per lesson.", "A group lesson costs €65 per person.", True),
    w.correct("en-bz-049", "correct.short", "How much does the beginners' course at Clayhouse Studio cost?", "£180.", "The six-week beginners' course costs £180, including clay, glazes and firings.", True),
    w.correct("en-bz-050", "correct.format", "When does the return train leave Lake Merrow?", "At 4 pm.", "The return train leaves Lake Merrow at 16:00.", True),
    w.correct("en-bz-051", "wrong.value", "How long does dry cleaning a suit take at Bright & Clean?", "It takes one working day.", "Dry cleaning a suit takes three working days.", False),
    w.correct("en-bz-052", "wrong.echo", "Who founded the Eastside Food Bank?", "The Eastside Food Bank was founded by the food bank's volunteers.", "The food bank was founded in 2009 by Grace Okafor, a retired nurse.", False),
    w.correct("en-bz-053", "wrong.role", "Who collects the membership fees at the chess club?", "Henry Lowe collects the membership fees, while Priya Nair selects the league teams.", "The treasurer, Priya Nair, collects the membership fees; the club captain, Henry Lowe, selects the league teams.", False),
]

RELEVANCY = [
    w.relevant("en-bz-054", "relevant.direct", "How much do three rose bushes cost at Willowbank?", "Three bare-root rose bushes cost £35.", NURSERY, True),
    w.relevant("en-bz-055", "relevant.yesno", "Can I swim lengths before 9 am on a weekday?", "Yes. Before 9:00 on weekdays the main pool is kept for lane swimming.", POOL, True),
    w.relevant("en-bz-056", "offtopic.true", "How much is a child's ticket for the garden tour?", "The palm house was built in 1890.", GARDEN, False),
    w.relevant("en-bz-057", "offtopic.other", "What are Clearview's opening hours?", "New glasses are usually ready within seven working days.", OPTICIAN, False),
]

DIAGNOSIS = [
    w.diag("en-bz-058", "diag.pass", "How much is a service wash at Bright & Clean?", "A service wash costs £12 for a load of up to 7 kg.", {"laundry": LAUNDRY, "pool": POOL}, ("laundry",), "pass"),
    w.diag("en-bz-059", "diag.offtopic", "How much is an adult return ticket on the steam train?", "The locomotive Lady Ellen is driven by Sam Fletcher.", {"train": TRAIN, "garden": GARDEN}, ("train",), "fix_generation"),
    w.diag("en-bz-060", "diag.unfaithful", "Until what date does Alpenrose offer group lessons?", "Group lessons are offered until 6 March.", {"ski": SKI, "optician": OPTICIAN}, ("ski",), "fix_generation"),
    w.diag("en-bz-061", "diag.refused", "On which evening does the Kingsgate Chess Club meet?", "Sorry, the documents don't say when the club meets.", {"chess": CHESS, "nursery": NURSERY}, ("chess",), "fix_generation"),
    w.diag("en-bz-062", "diag.missed", "How long is the guarantee on frames at Clearview Opticians?", "I couldn't find anything about frame guarantees in the documents.", {"pool": POOL, "laundry": LAUNDRY}, ("optician",), "fix_retrieval"),
    w.diag("en-bz-063", "diag.correct_refusal", "Does Clayhouse Studio sell gift vouchers?", "The documents don't mention gift vouchers, so I can't tell you.", {"pottery": POTTERY, "nursery": NURSERY}, (), "correct_refusal"),
    w.diag("en-bz-064", "diag.should_refuse", "Does the Eastside Food Bank accept donations of fresh meat?", "Yes, the food bank accepts fresh meat donations on Monday mornings.", {"foodbank": FOODBANK, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
