/* substr() index must be an integer */

BEGIN
{
	trace(substr("abc", "x"));
}
