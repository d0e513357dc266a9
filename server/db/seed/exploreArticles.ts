import type { ArticleTopic } from '../../../src/domain/explore/explore';

/** `lead`: which of the topic's sections opens the article (default: the article's place in its topic). */
export interface ArticleSeed { topic: ArticleTopic; title: string; summary: string; featured?: boolean; lead?: number }

/** The 25 articles, in id order (1001…1025, the fixed ids of src/domain/explore). */
export const ARTICLES: ArticleSeed[] = [
  { topic: 'pregnancy', title: '孕期 40 週全攻略：每個階段該注意什麼', summary: '從驗到兩條線到待產，整理孕初期、孕中期、孕晚期的身體變化與產檢重點。' },
  { topic: 'pregnancy', title: '妊娠紋真的能預防嗎？皮膚科觀點一次說明', summary: '妊娠紋怎麼來的、什麼時候開始擦妊娠霜、哪些部位最容易被忽略。', lead: 2 },
  { topic: 'pregnancy', title: '待產包清單：媽媽、寶寶、陪產者各要帶什麼', summary: '34 週前就把待產包準備好，住院時不慌亂，出院也順利。', lead: 3 },
  { topic: 'pregnancy', title: '孕婦腰痠背痛怎麼辦？托腹帶與睡姿建議', summary: '孕中期之後腰背負擔變大，托腹帶、孕婦枕和睡姿調整都能幫上忙。', lead: 0 },
  { topic: 'newborn', title: '新生兒照顧入門：出院回家的第一週', summary: '餵奶、換尿布、洗澡、臍帶護理，新手爸媽第一週最常遇到的問題都在這裡。', featured: true },
  { topic: 'newborn', title: '第一次幫寶寶洗澡就上手：水溫、步驟與臍帶護理', summary: '準備好用品、抓好水溫，10 分鐘內完成一次安全又舒服的洗澡。' },
  { topic: 'newborn', title: '寶寶該穿幾件？包屁衣挑選與穿衣原則', summary: '摸後頸判斷冷熱，和尚服、包屁衣、連身衣各適合什麼時候穿。' },
  { topic: 'newborn', title: '從尿布看健康：新生兒大小便顏色圖解', summary: '胎便、黃便、綠便代表什麼？哪些顏色出現時要盡快就醫。' },
  { topic: 'feeding', title: '親餵不痛的關鍵：正確含乳姿勢圖解', summary: '含乳對了，媽媽不痛、寶寶也喝得到。泌乳顧問教你檢查含乳的三個重點。', featured: true },
  { topic: 'feeding', title: '母乳保存與退冰：室溫、冷藏、冷凍各能放多久', summary: '吸出來的母乳怎麼存、怎麼退冰才不浪費，背奶媽媽必看。' },
  { topic: 'feeding', title: '玻璃還是 PPSU？奶瓶材質比較與清潔方法', summary: '不同材質的奶瓶各有優缺點，搭配正確的清洗流程，寶寶喝得更安心。' },
  { topic: 'feeding', title: '配方奶沖泡步驟與常見錯誤', summary: '水溫、比例、保存時間，沖泡配方奶最容易忽略的細節整理。' },
  { topic: 'sleep', title: '寶寶一覺到天亮：建立睡前儀式的五個步驟', summary: '固定的睡前流程讓寶寶安心入睡，爸媽也能多睡一點。', featured: true, lead: 1 },
  { topic: 'sleep', title: '安全睡眠環境怎麼布置？嬰兒床的六個原則', summary: '仰睡、硬床墊、不放枕頭棉被，降低嬰兒猝死風險的居家布置。', lead: 0 },
  { topic: 'sleep', title: '睡眠倒退期來了！4 個月、8 個月夜醒怎麼辦', summary: '原本睡得好好的寶寶突然頻繁夜醒？了解原因，陪寶寶度過這段時間。' },
  { topic: 'sleep', title: '各月齡午睡時間表：小睡要睡幾次、睡多久', summary: '從新生兒到兩歲，午睡次數與長度怎麼調整，晚上才好睡。' },
  { topic: 'solids', title: '副食品從幾個月開始？寶寶準備好的四個訊號', summary: '不是月齡到了就要吃，觀察寶寶的準備訊號，第一口吃得開心。' },
  { topic: 'solids', title: '副食品進程表：從十倍粥到軟爛小丁', summary: '6 個月到 1 歲的質地轉換與份量建議，跟著寶寶的咀嚼能力前進。' },
  { topic: 'solids', title: '忙碌爸媽的冰磚備餐術：週末煮一次吃兩週', summary: '善用冰磚盒分裝冷凍，平日幾分鐘就能端出營養的副食品。' },
  { topic: 'health', title: '寶寶發燒怎麼辦？在家照顧與就醫時機', summary: '耳溫幾度算發燒、何時一定要看醫生，小兒科醫師的居家照護建議。' },
  { topic: 'health', title: '預防接種時程表：公費與自費疫苗一次看懂', summary: '出生到入學前的疫苗時程，以及接種後的照顧重點。' },
  { topic: 'health', title: '寶寶會爬了！居家安全防護檢查清單', summary: '插座、桌角、樓梯、藥品，寶寶開始移動前該做好的防護。' },
  { topic: 'toddler', title: '一到三歲發展里程碑：孩子的成長節奏', summary: '走路、說話、自己吃飯，各年齡常見的發展進度與觀察重點。' },
  { topic: 'toddler', title: '親子共讀怎麼開始？布書、硬頁書到繪本', summary: '從幾個月大就能開始共讀，挑書與唸故事的小技巧。', lead: 2 },
  { topic: 'toddler', title: '兩歲貓狗嫌不可怕：陪孩子度過「不要期」', summary: '孩子什麼都說不要？給有限的選擇、先接住情緒，親子都輕鬆。', lead: 3 },
];
