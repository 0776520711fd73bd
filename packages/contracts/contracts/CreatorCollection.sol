// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721Upgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC721/ERC721Upgradeable.sol";
import {ERC721URIStorageUpgradeable} from "@openzeppelin/contracts-upgradeable/token/ERC721/extensions/ERC721URIStorageUpgradeable.sol";
import {ERC2981Upgradeable} from "@openzeppelin/contracts-upgradeable/token/common/ERC2981Upgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title CreatorCollection
/// @notice A creator's ERC-721 collection: owner-only minting with a token URI each, an optional
/// supply cap, ERC-2981 royalties and a collection-level `contractURI`. Deployed as ERC-1167
/// clones by `CollectionFactory`, so it is set up by `initialize`, not a constructor.
/// Lazy minting (Rarible's model): the owner signs an EIP-712 `MintVoucher` off-chain; a buyer's
/// `redeem` mints the token to the buyer and pays the owner and the royalty in one transaction.
/// EIP712 (not its upgradeable twin): its immutables hold only the name's hash, and it rebuilds
/// the domain for `address(this)`, so every clone signs under its own address with no set-up.
contract CreatorCollection is ERC721URIStorageUpgradeable, ERC2981Upgradeable, OwnableUpgradeable, EIP712 {
    /// @notice A lazy mint, signed by the collection's owner. Its token id carries the signer in
    /// its upper 160 bits (as Rarible's lazy ids do), so it never meets an id `mint` gives.
    struct MintVoucher {
        address collection;
        uint256 tokenId;
        string uri;
        uint256 price;
        /// Only ETH (the zero address) is taken.
        address currency;
        /// The token's ERC-2981 royalty, set when it is minted; the zero address keeps the default.
        address royaltyReceiver;
        uint96 royaltyBps;
        /// Unix seconds after which the voucher is void.
        uint256 expiry;
        uint256 nonce;
    }

    bytes32 public constant MINT_VOUCHER_TYPEHASH = keccak256(
        "MintVoucher(address collection,uint256 tokenId,string uri,uint256 price,address currency,address royaltyReceiver,uint96 royaltyBps,uint256 expiry,uint256 nonce)"
    );

    /// @notice 0 means no cap.
    uint256 public maxSupply;
    /// @notice Every token minted, lazily or not.
    uint256 public totalSupply;
    string private _contractURI;
    /// @dev The last id `mint`/`mintBatch` gave (lazy ids live above 2^96).
    uint256 private _lastSequentialId;
    /// @notice A voucher nonce redeemed or revoked: no voucher with it mints again.
    mapping(uint256 nonce => bool) public nonceUsed;
    /// @notice The token a batch row minted (0: none yet), by the row's key: the creator's own id
    /// of an item of a batch. A key mints once, so a batch sent again (a retry after a partial
    /// failure, a reloaded page, a second tab, two sends racing) mints only its rows not minted yet.
    mapping(bytes32 key => uint256 tokenId) public tokenOfKey;

    error MaxSupplyExceeded(uint256 maxSupply);
    error EmptyBatch();
    error LengthMismatch();
    error VoucherExpired(uint256 expiry);
    error VoucherNonceUsed(uint256 nonce);
    error VoucherWrongCollection(address collection);
    error VoucherBadSignature();
    error VoucherWrongTokenId(uint256 tokenId);
    error UnsupportedCurrency(address currency);
    error WrongPayment(uint256 expected, uint256 sent);
    error PaymentFailed(address to);

    event ContractURIUpdated();
    /// @notice A voucher redeemed: `orderHash` is its EIP-712 digest (the order book's hash of it).
    event Redeemed(
        bytes32 indexed orderHash,
        uint256 indexed tokenId,
        address indexed buyer,
        address creator,
        uint256 price,
        uint256 nonce
    );
    event NonceRevoked(uint256 indexed nonce, address indexed creator);

    constructor() EIP712("Vitrine Lazy Mint", "1") {
        _disableInitializers();
    }

    function initialize(
        string calldata name_,
        string calldata symbol_,
        address owner_,
        string calldata contractURI_,
        uint256 maxSupply_,
        address royaltyReceiver,
        uint96 royaltyBps
    ) external initializer {
        __ERC721_init(name_, symbol_);
        __Ownable_init(owner_);
        _contractURI = contractURI_;
        maxSupply = maxSupply_;
        if (royaltyReceiver != address(0)) _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// @notice Mints the next token to `to`; token ids start at 1.
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = _mintOne(to, uri);
    }

    /// @notice Mints one token per URI to `to`; returns the first id (the rest follow it).
    function mintBatch(address to, string[] calldata uris) external onlyOwner returns (uint256 firstTokenId) {
        if (uris.length == 0) revert EmptyBatch();
        firstTokenId = _lastSequentialId + 1;
        for (uint256 i = 0; i < uris.length; i++) _mintOne(to, uris[i]);
    }

    /// @notice Mints one token per URI to `to`, each under its row key, skipping a key that has
    /// minted already; returns how many were minted. Each key is claimed before its token is
    /// minted, so not even `onERC721Received` can mint a key twice.
    function mintBatchOnce(address to, string[] calldata uris, bytes32[] calldata keys)
        external
        onlyOwner
        returns (uint256 minted)
    {
        if (uris.length == 0) revert EmptyBatch();
        if (uris.length != keys.length) revert LengthMismatch();
        for (uint256 i = 0; i < uris.length; i++) {
            if (tokenOfKey[keys[i]] != 0) continue;
            tokenOfKey[keys[i]] = _lastSequentialId + 1;
            _mintOne(to, uris[i]);
            ++minted;
        }
    }

    /// @notice The token each row key minted, 0 for a key not minted yet.
    function tokensOfKeys(bytes32[] calldata keys) external view returns (uint256[] memory tokenIds) {
        tokenIds = new uint256[](keys.length);
        for (uint256 i = 0; i < keys.length; i++) tokenIds[i] = tokenOfKey[keys[i]];
    }

    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    function setContractURI(string calldata contractURI_) external onlyOwner {
        _contractURI = contractURI_;
        emit ContractURIUpdated();
    }

    function setRoyalty(address receiver, uint96 bps) external onlyOwner {
        _setDefaultRoyalty(receiver, bps);
    }

    /// @notice Mints the voucher's token to the caller, who pays its price: the royalty to its
    /// receiver, the rest to the signer (the owner). Reverts on a used or revoked nonce, a past
    /// expiry, a signature not the owner's (EOA or ERC-1271), a minted id or a full supply.
    function redeem(MintVoucher calldata voucher, bytes calldata signature)
        external
        payable
        returns (uint256 tokenId)
    {
        if (voucher.collection != address(this)) revert VoucherWrongCollection(voucher.collection);
        if (block.timestamp > voucher.expiry) revert VoucherExpired(voucher.expiry);
        if (nonceUsed[voucher.nonce]) revert VoucherNonceUsed(voucher.nonce);
        if (voucher.currency != address(0)) revert UnsupportedCurrency(voucher.currency);
        if (msg.value != voucher.price) revert WrongPayment(voucher.price, msg.value);
        address creator = owner();
        bytes32 digest = voucherHash(voucher);
        if (!SignatureChecker.isValidSignatureNow(creator, digest, signature)) revert VoucherBadSignature();
        tokenId = voucher.tokenId;
        if (tokenId >> 96 != uint256(uint160(creator))) revert VoucherWrongTokenId(tokenId);
        nonceUsed[voucher.nonce] = true;

        _countOne();
        _mint(msg.sender, tokenId); // reverts on a minted id; not _safeMint: the buyer is the caller
        _setTokenURI(tokenId, voucher.uri);
        if (voucher.royaltyReceiver != address(0)) {
            _setTokenRoyalty(tokenId, voucher.royaltyReceiver, voucher.royaltyBps);
        }
        emit Redeemed(digest, tokenId, msg.sender, creator, voucher.price, voucher.nonce);

        (address receiver, uint256 royalty) = royaltyInfo(tokenId, voucher.price);
        if (royalty > 0 && receiver != creator) {
            _pay(receiver, royalty);
            _pay(creator, voucher.price - royalty);
        } else if (voucher.price > 0) {
            _pay(creator, voucher.price);
        }
    }

    /// @notice Voids every voucher with this nonce (the owner's "cancel listing").
    function revokeNonce(uint256 nonce) external onlyOwner {
        if (nonceUsed[nonce]) revert VoucherNonceUsed(nonce);
        nonceUsed[nonce] = true;
        emit NonceRevoked(nonce, msg.sender);
    }

    /// @notice The EIP-712 digest the owner signs for `voucher`.
    function voucherHash(MintVoucher calldata voucher) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    MINT_VOUCHER_TYPEHASH,
                    voucher.collection,
                    voucher.tokenId,
                    keccak256(bytes(voucher.uri)),
                    voucher.price,
                    voucher.currency,
                    voucher.royaltyReceiver,
                    voucher.royaltyBps,
                    voucher.expiry,
                    voucher.nonce
                )
            )
        );
    }

    function _countOne() private {
        if (maxSupply != 0 && totalSupply >= maxSupply) revert MaxSupplyExceeded(maxSupply);
        ++totalSupply;
    }

    function _pay(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert PaymentFailed(to);
    }

    function _mintOne(address to, string calldata uri) private returns (uint256 tokenId) {
        tokenId = ++_lastSequentialId;
        _countOne();
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721URIStorageUpgradeable, ERC2981Upgradeable)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
