/* rand() takes no arguments */

BEGIN
{
	trace(rand(1));
}
