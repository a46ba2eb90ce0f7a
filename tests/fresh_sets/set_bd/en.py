"""English cases of set BD: an ice rink, a music festival's camping area, a locksmith, a
botanical garden, a cooking school for children, a harbour tour, a print shop, a riding
stable, a pottery studio and a car wash."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

RINK = "The Northgate Ice Rink opens for public skating at 10:00 and closes at 21:30 from Tuesday to Sunday. Skate hire costs £4.50 per pair, and helmets are free for children under 12. The rink is closed every Monday for resurfacing."
CAMP = "The camping area of the Willowbank Music Festival opens on Thursday 14 August at 15:00. Each pitch measures 6 by 4 metres and fits one tent for up to four people. Campfires are not allowed anywhere on the site, but gas stoves may be used outside the tent."
LOCK = "Hartley Locksmiths, run by Owen Hartley, offers a 24-hour emergency call-out service. A standard lock change costs £85, and call-outs between midnight and 6 a.m. carry a £30 surcharge. Owen trained his apprentice, Priya Das, who now handles most daytime jobs."
GARDEN = "The Fernhill Botanical Garden covers 18 hectares and holds around 12,000 plant species. Its glasshouse, built in 1887, was restored in 2019 at a cost of €2.4 million. A circular path of 2 kilometres links the glasshouse to the rose beds. Entry is free for members, and day tickets cost €9 for adults."
COOK = "Little Chefs Cooking School runs Saturday classes for children aged 7 to 12. Each class lasts 90 minutes and has at most 10 pupils. Parents must stay in the building during the class, and all ingredients are provided."
HARBOUR = "The Bayview harbour tour leaves from Pier 3 every hour from 11:00 to 17:00 between May and September. The boat carries up to 60 passengers, and the tour lasts 45 minutes. Tickets cost $18 for adults and half that price for children."
PRINT = "Quickline Print Shop prints A4 flyers at 12 cents each for orders under 500 copies. Orders of 500 copies or more are printed at 9 cents each. Standard orders are ready in three working days, and express orders placed before noon are ready the same day."
STABLE = "Oakridge Riding Stable keeps 22 horses and 6 ponies. Riders must wear a helmet, which the stable lends at no charge. Beginner lessons take place on Wednesday and Friday afternoons and cost €40 for one hour."
POTTERY = "Clayworks Studio offers a six-week wheel-throwing course on Tuesday evenings from 18:30 to 20:30. The course fee is £210, which includes 10 kilograms of clay and two firings. Students who miss a session may attend the Thursday group instead."
WASH = "Sparkle Car Wash processes around 1,500 cars a week. A basic wash takes 8 minutes and costs $12. On rainy days, 25 per cent of the staff are moved to the interior-cleaning bay."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-bd-001", "para.reorder", "When is the rink open for public skating?", "From Tuesday to Sunday, public skating runs from 10:00 until 21:30.", RINK, True),
    w.faith("en-bd-002", "para.synonym", "Do children have to pay for a helmet at the rink?", "No, children younger than 12 get a helmet at no cost.", RINK, True),
    w.faith("en-bd-003", "fmt.time", "What time does the rink close?", "It closes at 9:30 p.m.", RINK, True),
    w.faith("en-bd-004", "fmt.currency", "How much is skate hire?", "Hiring skates costs 4.50 pounds per pair.", RINK, True),
    w.faith("en-bd-005", "para.except", "Which days can I skate at Northgate?", "Every day except Monday, when the ice is resurfaced.", RINK, True),
    w.faith("en-bd-006", "para.passive", "Who trained Priya Das?", "Priya Das was trained by Owen Hartley, who runs the business.", LOCK, True),
    w.faith("en-bd-007", "fmt.date", "When does the festival camping area open?", "It opens at 15:00 on Thursday, August 14.", CAMP, True),
    w.faith("en-bd-008", "fmt.unit", "How long is the circular path at Fernhill?", "The circular path is 2,000 metres long.", GARDEN, True),
    w.faith("en-bd-009", "fmt.thousands", "How many plant species does the garden hold?", "It holds roughly twelve thousand plant species.", GARDEN, True),
    w.faith("en-bd-010", "fmt.scale", "How much did the glasshouse restoration cost?", "The 2019 restoration of the glasshouse cost €2,400,000.", GARDEN, True),
    w.faith("en-bd-011", "fmt.period", "How long is the harbour tour?", "The harbour tour takes three quarters of an hour.", HARBOUR, True),
    w.faith("en-bd-012", "fmt.share", "What do children pay for the harbour tour?", "Children pay 50 per cent of the adult fare.", HARBOUR, True),
    w.faith("en-bd-013", "fmt.range", "What ages are the Little Chefs classes for?", "The classes are for children between 7 and 12 years old.", COOK, True),
    w.faith("en-bd-014", "fmt.number", "How big is a Little Chefs class?", "A class has no more than ten pupils.", COOK, True),
    w.faith("en-bd-015", "fmt.abbrev", "How much clay does the pottery course include?", "The £210 fee includes 10 kg of clay.", POTTERY, True),
    w.faith("en-bd-016", "para.nominal", "How long do standard print orders take?", "Completion of a standard order takes three working days.", PRINT, True),
    w.faith("en-bd-017", "para.capital", "Does Hartley Locksmiths have an emergency service?", "Yes, HARTLEY LOCKSMITHS offers a 24-hour emergency call-out service.", LOCK, True),
    w.faith("en-bd-018", "para.pronoun", "Who runs Hartley Locksmiths, and who trained the apprentice?", "Owen Hartley runs the business, and he trained the apprentice, Priya Das, himself.", LOCK, True),
    w.faith("en-bd-019", "para.relative", "Do riders need their own helmet at Oakridge?", "No, riders must wear a helmet, but it is one that the stable lends them at no charge.", STABLE, True),
    w.faith("en-bd-020", "para.part", "How many ponies does Oakridge keep?", "It keeps 6 ponies.", STABLE, True),
    w.faith("en-bd-021", "para.combine", "How much do A4 flyers cost at Quickline?", "They cost 12 cents each below 500 copies and 9 cents each from 500 copies up.", PRINT, True),
    w.faith("en-bd-022", "wrap.opener", "When are beginner lessons at Oakridge?", "Sure! Beginner lessons are held on Wednesday and Friday afternoons.", STABLE, True),
    w.faith("en-bd-023", "wrap.closer", "How much is a beginner lesson?", "A beginner lesson costs €40 for one hour. Hope that helps!", STABLE, True),
    w.faith("en-bd-024", "wrap.attribution", "Can I light a campfire at the festival?", "According to the festival information, campfires are not allowed anywhere on the camping site.", CAMP, True),
    w.faith("en-bd-025", "wrap.hedge", "Can I get flyers printed on the same day?", "It seems that express orders placed before noon are ready the same day.", PRINT, True),
    w.faith("en-bd-026", "wrap.question", "Where does the harbour tour leave from?", "Where does it leave from? Pier 3, every hour from 11:00 to 17:00.", HARBOUR, True),
    w.faith("en-bd-027", "para.synonym", "How many people can stay on one pitch?", "Each pitch takes a single tent sleeping a maximum of four people.", CAMP, True),
    w.faith("en-bd-028", "fmt.time", "How often does the harbour boat leave?", "It leaves hourly from 11 a.m. to 5 p.m.", HARBOUR, True),
    w.faith("en-bd-029", "fmt.currency", "What does an adult day ticket to Fernhill cost?", "An adult day ticket costs nine euros.", GARDEN, True),
    w.faith("en-bd-030", "para.reorder", "How long does a basic wash take, and what does it cost?", "For $12 you get a basic wash, which takes 8 minutes.", WASH, True),
    w.faith("en-bd-031", "fmt.share", "What happens to the staff when it rains?", "On rainy days, a quarter of the staff are moved to the interior-cleaning bay.", WASH, True),
    w.faith("en-bd-032", "fmt.thousands", "How many cars does Sparkle Car Wash handle?", "It handles roughly 1500 cars each week.", WASH, True),
    w.faith("en-bd-033", "para.nominal", "When was the glasshouse restored?", "The glasshouse's restoration took place in 2019.", GARDEN, True),
    w.faith("en-bd-034", "para.passive", "Do I need to bring ingredients to Little Chefs?", "No, the school provides all the ingredients.", COOK, True),
    w.faith("en-bd-035", "fmt.period", "How long is each cooking class?", "Each class lasts an hour and a half.", COOK, True),
    w.faith("en-bd-036", "fmt.range", "What are the rink's public skating hours?", "Public skating is 10:00–21:30, Tuesday to Sunday.", RINK, True),
    w.faith("en-bd-037", "para.combine", "What does it cost to visit Fernhill?", "Members get in free, and an adult day ticket is €9.", GARDEN, True),
    w.faith("en-bd-038", "wrap.opener", "When was the Fernhill glasshouse built?", "Good question. The glasshouse was built in 1887.", GARDEN, True),
    w.faith("en-bd-039", "wrap.attribution", "What is the price for a large flyer order?", "The print shop's price list says orders of 500 copies or more cost 9 cents per flyer.", PRINT, True),
    w.faith("en-bd-040", "fmt.abbrev", "How long is a beginner lesson and what does it cost?", "A beginner lesson is 1 hr and costs €40.", STABLE, True),
    w.faith("en-bd-041", "para.synonym", "What does it cost to have a standard lock changed?", "Replacing a standard lock costs £85.", LOCK, True),
    w.faith("en-bd-042", "wrap.closer", "Is a night call-out more expensive?", "Yes, call-outs between midnight and 6 a.m. cost an extra £30. Let me know if you need anything else.", LOCK, True),
    w.faith("en-bd-043", "para.part", "How many passengers does the harbour boat carry?", "Up to 60 passengers.", HARBOUR, True),
    w.faith("en-bd-044", "fmt.time", "When is the pottery course held?", "It runs on Tuesday evenings from 6:30 p.m. to 8:30 p.m.", POTTERY, True),
    w.faith("en-bd-045", "para.relative", "What is included in the pottery course fee?", "The fee, which is £210, covers 10 kilograms of clay and two firings.", POTTERY, True),
    w.faith("en-bd-046", "para.synonym", "What if I miss a pottery session?", "You are allowed to join the Thursday group in its place.", POTTERY, True),
    w.faith("en-bd-047", "fmt.number", "How many firings does the pottery course include?", "The course fee includes 2 firings.", POTTERY, True),
    # single clear errors
    w.faith("en-bd-048", "value.number", "How many people can share a pitch?", "Each pitch fits one tent for up to six people.", CAMP, False),
    w.faith("en-bd-049", "value.time", "When does the first harbour tour leave?", "The first tour leaves Pier 3 at 10:00.", HARBOUR, False),
    w.faith("en-bd-050", "value.currency", "How much is a standard lock change?", "A standard lock change costs £95.", LOCK, False),
    w.faith("en-bd-051", "role.swap", "Who trained whom at Hartley Locksmiths?", "Priya Das trained Owen Hartley.", LOCK, False),
    w.faith("en-bd-052", "negation", "Do parents have to stay during the cooking class?", "Parents do not need to stay in the building during the class.", COOK, False),
    w.faith("en-bd-053", "antonym", "Can express print orders be ready the same day?", "Yes, express orders placed after noon are ready the same day.", PRINT, False),
    w.faith("en-bd-054", "modality", "What happens if I miss a pottery session?", "Students who miss a session must attend the Thursday group instead.", POTTERY, False),
    w.faith("en-bd-055", "quantifier", "When do beginner lessons take place at Oakridge?", "Beginner lessons take place every afternoon.", STABLE, False),
    w.faith("en-bd-056", "direction", "What happens to the staff on rainy days?", "On rainy days, 25 per cent of the staff are moved out of the interior-cleaning bay.", WASH, False),
    w.faith("en-bd-057", "added.fact", "How much is skate hire?", "Skate hire costs £4.50 per pair, including a free locker.", RINK, False),
    w.faith("en-bd-058", "value.except", "Which day is the rink closed?", "The rink is open every day except Tuesday.", RINK, False),
    w.faith("en-bd-059", "value.date", "When does the camping area open?", "The camping area opens on 16 August at 15:00.", CAMP, False),
    w.faith("en-bd-060", "value.unit", "How big is the Fernhill Botanical Garden?", "The garden covers 18 acres.", GARDEN, False),
    w.faith("en-bd-061", "added.entity", "How many animals does Oakridge keep?", "Oakridge Riding Stable, run by Martha Greene, keeps 22 horses and 6 ponies.", STABLE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bd-062", "refusal.plain", "Does the rink offer figure-skating lessons?", "I don't know whether the rink offers figure-skating lessons.", RINK, True),
    w.refusal("en-bd-063", "refusal.context", "Is there parking at the botanical garden?", "The information provided doesn't mention parking at the garden, so I can't say.", GARDEN, True),
    w.refusal("en-bd-064", "refusal.hedged", "How long is the harbour tour?", "I'm not entirely certain, but the tour appears to last about 45 minutes.", HARBOUR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bd-065", "correct.wordy", "How much does a standard lock change cost at Hartley Locksmiths?", "If you need a standard lock changed, Hartley Locksmiths will charge you £85 for the job.", "A standard lock change costs £85.", True),
    w.correct("en-bd-066", "correct.wordy", "Where does the harbour tour depart from?", "All of the Bayview harbour tours set off from Pier 3, so that is where you board the boat.", "The tour departs from Pier 3.", True),
    w.correct("en-bd-067", "correct.format", "How long is a class at Little Chefs?", "An hour and a half.", "Each class lasts 90 minutes.", True),
    w.correct("en-bd-068", "wrong.value", "How many horses does Oakridge keep?", "Oakridge keeps 32 horses.", "Oakridge keeps 22 horses.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bd-069", "relevant.direct", "When can I start putting up my tent at the festival?", "From 3 p.m. on Thursday 14 August.", CAMP, True),
    w.relevant("en-bd-070", "relevant.direct", "What will it cost me to get my son onto the harbour boat?", "$9, which is half the adult fare.", HARBOUR, True),
    w.relevant("en-bd-071", "relevant.direct", "How many kids fit into one Little Chefs class?", "Ten at most.", COOK, True),
    w.relevant("en-bd-072", "relevant.yesno", "Do I have to bring my own riding helmet?", "No, the stable lends one free of charge.", STABLE, True),
    w.relevant("en-bd-073", "offtopic.true", "How much does a beginner lesson at Oakridge cost?", "Oakridge Riding Stable keeps 22 horses and 6 ponies.", STABLE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bd-074", "diag.pass", "How much does skate hire cost at Northgate?", "Skate hire costs £4.50 per pair.", {"rink-01": RINK, "garden-01": GARDEN}, ("rink-01",), "pass"),
    w.diag("en-bd-075", "diag.missed", "When are standard print orders ready at Quickline?", "I'm sorry, the available information doesn't say when standard orders are ready.", {"garden-01": GARDEN, "camp-01": CAMP}, ("print-01",), "fix_retrieval"),
    w.diag("en-bd-076", "diag.correct_refusal", "Does Hartley Locksmiths cut car keys?", "The information I have doesn't say whether Hartley Locksmiths cuts car keys.", {"lock-01": LOCK}, (), "correct_refusal"),
    w.diag("en-bd-077", "diag.unfaithful", "How many plant species does Fernhill hold?", "Fernhill holds around 21,000 plant species.", {"garden-01": GARDEN, "rink-01": RINK}, ("garden-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
