"""English cases of set t34: a food company's mergers and chief executives, a tool maker's
takeover, a family vineyard's heirs and their family agreement, a football stadium's owner and
tenants, a matchday notice, an academy founded by a charitable foundation, a chamber choir's
conductors and its rehearsals, and a soil microbiology lab's principal investigators."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BRIGHTWATER = (
    "Brightwater Foods was founded in 1978 by Alan Pryce in Leeds. "
    "In 2004 it merged with Calder Dairies, and the combined firm took the name Brightwater Calder. "
    "Alan Pryce stepped down as chief executive in 2006 and was succeeded by Nina Okafor. "
    "She led the company until 2015, when the board appointed Tom Reyes."
)

HALVORSEN = (
    "In March 2019, Halvorsen Tools bought its smaller rival Kettle & Sons for £42 million. "
    "Kettle & Sons' founder, Maggie Kettle, stayed on as head of the hand-tools division for two years. "
    "Halvorsen's chief executive, Ivo Brandt, said no jobs would be cut at the Sheffield plant. "
    "The deal was approved by the Competition and Markets Authority (CMA) on 12 June 2019."
)

MARLOWE = (
    "The Marlowe vineyard covers 36 hectares near Fenwick and has been run by the Marlowe family since 1952. "
    "When George Marlowe died in 2018, he left the estate to his two daughters, Clara and Edith, in equal shares. "
    "Clara manages the winemaking, while Edith handles sales and exports. "
    "Their cousin Paul owns no part of the estate but leases its old barn as a tasting room."
)

MARLOWE_AGREEMENT = (
    "Under the family agreement signed in 2021, any heir who wants to sell her share must first offer it to the other heirs. "
    "The offer stays open for 90 days. "
    "Shares may not be sold to outside buyers unless every heir agrees in writing."
)

EASTGATE = (
    "Eastgate Park is owned by Harbour City Council, which bought it from the Dunmore family in 1994. "
    "Since 2001 it has been leased to Eastgate Rovers FC on a 30-year lease at £350,000 a year. "
    "The rugby club Harbour Saints sublets the ground from Rovers for eight home games a season. "
    "The stadium holds 18,500 spectators."
)

MATCHDAY = (
    "Matchday notice: turnstiles open at 13:30 for the 15:00 kick-off. "
    "Season-ticket holders enter through Gates A and B; all other fans use Gates C to F. "
    "Bags larger than A4 are not allowed inside, except for medical equipment."
)

LINDEN = (
    "Linden Hill Academy was founded in 2009 by the Rowe Foundation, a charity set up by the engineer Harriet Rowe. "
    "The foundation paid £6 million towards the building and still appoints four of the eleven governors. "
    "The first head teacher was Daniel Short, who retired in 2017; his deputy, Amira Haddad, replaced him."
)

ST_ALDRIC = (
    "The St Aldric Chamber Choir was formed in 1986 by the organist Peter Lowe, who conducted it for 22 years. "
    "In 2008 he handed the baton to his former student Helen Marsh. "
    "Under Marsh the choir toured Japan twice and recorded three albums. "
    "Since 2020 she has shared the role with assistant conductor Jonah Weir, who leads the Christmas concerts."
)

REHEARSALS = (
    "Rehearsals take place every Tuesday from 7.30 to 9.30 p.m. in the church hall, except during August. "
    "New singers must pass a short audition with the conductor. "
    "The annual membership fee is £120, or £60 for students."
)

KESSLER = (
    "The Kessler Lab for Soil Microbiology was started in 2003 by Professor Ruth Kessler. "
    "When she moved to Zurich in 2014, the lab was taken over by her postdoc, Dr Samir Patel, who became its principal investigator. "
    "Patel expanded the team from six to fifteen members. "
    "Kessler still co-supervises two of the lab's PhD students."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("en-t34-001", "para.combine", "Who ran Brightwater Calder after Alan Pryce?", "Pryce's successor as chief executive was Nina Okafor, who stayed at the helm of the merged company until the board brought in Tom Reyes in 2015.", BRIGHTWATER, True),
    w.faith("en-t34-002", "para.synonym", "What happened to Brightwater Foods in 2004?", "That year it joined forces with Calder Dairies, and the merged business was renamed Brightwater Calder.", BRIGHTWATER, True),
    w.faith("en-t34-003", "para.pronoun", "Who started Brightwater Foods?", "Alan Pryce did. He set it up in Leeds in 1978 and gave up the chief executive's job in 2006.", BRIGHTWATER, True),
    w.faith("en-t34-004", "fmt.currency", "How much did Halvorsen pay for Kettle & Sons?", "The purchase price was forty-two million pounds.", HALVORSEN, True),
    w.faith("en-t34-005", "para.combine", "What happened to Maggie Kettle after the takeover?", "After Halvorsen acquired the company she had founded in March 2019, Maggie Kettle remained in charge of the hand-tools division for two more years.", HALVORSEN, True),
    w.faith("en-t34-006", "fmt.date", "When did the competition regulator clear the deal?", "The CMA signed it off on 2019-06-12.", HALVORSEN, True),
    w.faith("en-t34-007", "fmt.share", "How did George Marlowe divide the estate?", "He bequeathed it to his daughters Clara and Edith, half each.", MARLOWE, True),
    w.faith("en-t34-008", "para.combine", "Who does what at the Marlowe vineyard?", "The two sisters who inherited the estate in 2018 split the work: Clara makes the wine and Edith looks after sales and exports.", MARLOWE, True),
    w.faith("en-t34-009", "para.synonym", "Does cousin Paul own part of the vineyard?", "No. Paul holds no stake in the estate; he simply rents the old barn, which serves as a tasting room.", MARLOWE, True),
    w.faith("en-t34-010", "fmt.period", "How long do the other heirs have to accept an offer?", "They have ninety days, so roughly three months, before the offer lapses.", MARLOWE_AGREEMENT, True),
    w.faith("en-t34-011", "para.except", "Can an heir sell a share to an outsider?", "Only if all of the heirs give their written consent.", MARLOWE_AGREEMENT, True),
    w.faith("en-t34-012", "para.passive", "Who owns Eastgate Park?", "The ground was purchased from the Dunmore family by Harbour City Council in 1994, and it is the council that owns it.", EASTGATE, True),
    w.faith("en-t34-013", "para.combine", "Which clubs play at Eastgate Park?", "Eastgate Rovers FC, which has leased the ground since 2001, and the rugby side Harbour Saints, who rent it from Rovers for eight home matches each season.", EASTGATE, True),
    w.faith("en-t34-014", "fmt.time", "When do the turnstiles open?", "They open at half past one in the afternoon, an hour and a half before the 3 p.m. kick-off.", MATCHDAY, True),
    w.faith("en-t34-015", "para.except", "Can I bring a big rucksack to the match?", "No, anything bigger than A4 is banned unless it's medical equipment.", MATCHDAY, True),
    w.faith("en-t34-016", "para.pronoun", "Who founded Linden Hill Academy?", "The Rowe Foundation did. It's a charity that the engineer Harriet Rowe set up, and it established the academy in 2009.", LINDEN, True),
    w.faith("en-t34-017", "para.combine", "Who replaced the first head teacher?", "When Daniel Short, the academy's first head, retired in 2017, his deputy Amira Haddad took over.", LINDEN, True),
    w.faith("en-t34-018", "wrap.attribution", "How much say does the foundation have in running the school?", "According to the information provided, the Rowe Foundation still names four of the academy's eleven governors.", LINDEN, True),
    w.faith("en-t34-019", "para.synonym", "Who led the choir before Helen Marsh?", "Its founder, the organist Peter Lowe, directed it for twenty-two years before passing the baton to his ex-pupil Helen Marsh in 2008.", ST_ALDRIC, True),
    w.faith("en-t34-020", "para.pronoun", "What has the choir done under Helen Marsh?", "Under her direction it has been on two tours of Japan and made three albums.", ST_ALDRIC, True),
    w.faith("en-t34-021", "para.relative", "Who conducts the Christmas concerts?", "They're led by Jonah Weir, the assistant conductor who has shared the post with Helen Marsh since 2020.", ST_ALDRIC, True),
    w.faith("en-t34-022", "fmt.share", "How much does membership cost?", "It's £120 a year, and students pay half that.", REHEARSALS, True),
    w.faith("en-t34-023", "wrap.hedge", "Who runs the Kessler Lab now?", "As far as I can tell from the text, its principal investigator is Dr Samir Patel, Ruth Kessler's former postdoc, who took charge when she moved to Zurich in 2014.", KESSLER, True),
    w.faith("en-t34-024", "wrap.opener", "Is Ruth Kessler still involved in the lab?", "Good question! Yes, she still co-supervises two of its doctoral students.", KESSLER, True),
    # unfaithful: exactly one clear error
    w.faith("en-t34-025", "role.swap", "Who succeeded whom as chief executive in 2006?", "In 2006 Nina Okafor handed the top job over to Alan Pryce.", BRIGHTWATER, False),
    w.faith("en-t34-026", "added.fact", "Who has led Brightwater Calder since 2015?", "Tom Reyes, whom the board appointed in 2015 after Nina Okafor resigned over falling profits.", BRIGHTWATER, False),
    w.faith("en-t34-027", "role.swap", "Who bought whom in 2019?", "Kettle & Sons acquired its bigger competitor, Halvorsen Tools, paying £42 million.", HALVORSEN, False),
    w.faith("en-t34-028", "added.fact", "What did Ivo Brandt say about jobs?", "Halvorsen's boss promised that nobody at the Sheffield factory would be laid off, and pledged to hire fifty more workers there.", HALVORSEN, False),
    w.faith("en-t34-029", "antonym", "What kind of company was Kettle & Sons?", "It was a larger competitor of Halvorsen Tools, which bought it in March 2019.", HALVORSEN, False),
    w.faith("en-t34-030", "role.swap", "What are the sisters' roles at the vineyard?", "Edith is in charge of making the wine, while Clara looks after sales and exports.", MARLOWE, False),
    w.faith("en-t34-031", "added.fact", "What does Paul do with the barn?", "Paul rents the estate's old barn, where he opened a tasting room in 2019.", MARLOWE, False),
    w.faith("en-t34-032", "modality", "What does an heir have to do before selling a share?", "An heir who wants to sell may offer the share to the other heirs first, but isn't obliged to.", MARLOWE_AGREEMENT, False),
    w.faith("en-t34-033", "quantifier", "Can shares be sold to outside buyers?", "Yes, provided that most of the heirs consent in writing.", MARLOWE_AGREEMENT, False),
    w.faith("en-t34-034", "role.swap", "Who rents the stadium from whom?", "Harbour Saints hold the main lease, and Eastgate Rovers sublet the ground from them for eight home games a season.", EASTGATE, False),
    w.faith("en-t34-035", "value.number", "How long is the Rovers' lease?", "Rovers have rented the ground since 2001 on a 25-year lease.", EASTGATE, False),
    w.faith("en-t34-036", "added.entity", "Who uses Eastgate Park?", "It is home to Eastgate Rovers FC, the rugby club Harbour Saints and the women's side Eastgate Ladies.", EASTGATE, False),
    w.faith("en-t34-037", "value.time", "When can fans get in?", "The turnstiles open at 2.30 p.m., half an hour before kick-off.", MATCHDAY, False),
    w.faith("en-t34-038", "direction", "What did Patel change in the lab?", "Under Patel the group shrank from fifteen members to six.", KESSLER, False),
    w.faith("en-t34-039", "role.swap", "How did Samir Patel come to lead the lab?", "Patel founded the lab in 2003, and Ruth Kessler, who had been his postdoc, took it over in 2014.", KESSLER, False),
    w.faith("en-t34-040", "added.fact", "Why did the lab change hands in 2014?", "Because Ruth Kessler moved to Zurich to take up a professorship at the university there, so her postdoc Samir Patel took over.", KESSLER, False),
    w.faith("en-t34-041", "value.date", "When did Helen Marsh take over the choir?", "Peter Lowe passed the baton to his former student in 2010.", ST_ALDRIC, False),
    w.faith("en-t34-042", "added.fact", "Where and when does the choir rehearse?", "In the church hall on Tuesday evenings from half seven to half nine, plus an extra session on Thursdays before concerts.", REHEARSALS, False),
    w.faith("en-t34-043", "negation", "Do new singers have to audition?", "No, new members can join without any audition.", REHEARSALS, False),
    w.faith("en-t34-044", "value.except", "Are there rehearsals all year round?", "They run every Tuesday throughout the year apart from July.", REHEARSALS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t34-045", "correct.wordy", "Who is the principal investigator of the Kessler Lab?", "Since Ruth Kessler left for Zurich in 2014, the lab has been headed by her former postdoc, Dr Samir Patel, who is now its principal investigator.", "Dr Samir Patel.", True),
    w.correct("en-t34-046", "correct.wordy", "Who owns Eastgate Park?", "The stadium belongs to the local authority, Harbour City Council, which leases it out to Eastgate Rovers.", "Harbour City Council.", True),
    w.correct("en-t34-047", "correct.format", "In what year was the St Aldric Chamber Choir founded?", "It was formed in nineteen eighty-six.", "1986", True),
    w.correct("en-t34-048", "correct.format", "How much did Halvorsen pay for Kettle & Sons?", "GBP 42,000,000.", "£42 million", True),
    w.correct("en-t34-049", "wrong.value", "How many governors does the Rowe Foundation appoint?", "The Rowe Foundation appoints six of the eleven governors.", "Four of the eleven.", False),
    w.correct("en-t34-050", "wrong.role", "Who took over the choir from Peter Lowe?", "Peter Lowe took over the choir from Helen Marsh in 2008.", "Helen Marsh took over from Peter Lowe in 2008.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
