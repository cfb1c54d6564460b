-- Validates Atom feed documents (RFC 4287) with the validator of Haskell's `feed` library
-- (Text.Atom.Feed.Validate; Debian: libghc-feed-dev). Usage: runghc ValidateAtom.hs FILE...
-- Prints one line per finding, `FILE: error: …` or `FILE: advice: …`, and exits 1 if any file has an error.
--
-- Each entry gets the library's entry checks (validateEntry's), the feed element those that apply to it
-- (exactly one id, title and updated; its authors and links). Two rules of the library's version 1.3 differ
-- from RFC 4287 and are corrected here: an entry without an author inherits the feed's (section 4.1.2), so it
-- is validated with the feed's authors in it; and a category's `term` is an attribute (section 4.2.2.1),
-- where the library looks for a child element.
{-# LANGUAGE OverloadedStrings #-}
import Control.Monad (forM)
import qualified Data.ByteString.Lazy as BL
import Data.Text (Text)
import Data.XML.Types
import System.Environment (getArgs)
import System.Exit (exitFailure)
import qualified Text.XML as X
import Text.Atom.Feed.Validate

atom :: Text -> Name
atom local = Name local (Just "http://www.w3.org/2005/Atom") Nothing

children :: Text -> Element -> [Element]
children local e = [c | NodeElement c <- elementNodes e, elementName c == atom local]

validateFeed :: Element -> [(Bool, String)]
validateFeed root
  | elementName root /= atom "feed" = [(True, "the document element is not atom:feed")]
  | otherwise = flattenT (mkTree [] (feedChecks : map (entryChecks . withFeedAuthors) (children "entry" root)))
  where
    authors = children "author" root
    feedChecks = mkTree [] ([checkId root, checkTitle root, checkUpdated root, checkLinks root, categories root] ++ map checkAuthor authors)
    withFeedAuthors entry
      | null (children "author" entry) = entry {elementNodes = map NodeElement authors ++ elementNodes entry}
      | otherwise = entry

-- validateEntry's checks, with the category check on the `term` attribute.
entryChecks :: Element -> ValidatorResult
entryChecks e =
  mkTree
    []
    [ checkEntryAuthor e, categories e, checkContents e, checkContributor e, checkId e, checkContentLink e
    , checkLinks e, checkPublished e, checkRights e, checkSource e, checkSummary e, checkTitle e, checkUpdated e ]

categories :: Element -> ValidatorResult
categories e = mkTree [] [term c | c <- children "category" e]
  where
    term c = case attributeText (Name "term" Nothing Nothing) c of
      Just t | t /= "" -> valid
      _ -> demand "required attribute 'term' missing from 'category' element"

main :: IO ()
main = do
  files <- getArgs
  failed <- forM files $ \file -> do
    bytes <- BL.readFile file
    findings <- case X.parseLBS X.def bytes of
      Left err -> return [(True, "not well-formed XML: " ++ show err)]
      Right doc -> return (validateFeed (documentRoot (X.toXMLDocument doc)))
    mapM_ (\(isError, message) -> putStrLn (file ++ ": " ++ (if isError then "error: " else "advice: ") ++ message)) findings
    return (any fst findings)
  if or failed then exitFailure else return ()
